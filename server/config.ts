import path from "node:path";
import { z } from "zod";
import { createFeeSchedule, defaultFeeSchedule, type FeeSchedule } from "../core/fees.ts";

/**
 * Every environment variable the site reads, validated once. `.env.example` lists the same variables with
 * their defaults; a bad value stops the start with a message naming the variable.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const cents = (fallback: number) =>
  z.coerce.number({ error: "expected a whole number of cents" }).int("expected a whole number of cents").positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number({ error: "expected a port number" }).int().min(1).max(65_535).default(3000),
  PUBLIC_URL: z.url({ error: "expected an absolute URL such as https://example.com.au" }).default("http://localhost:3000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, "expected a postgres:// or postgresql:// URL").optional(),
  ),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("./build"),
  FEE_CONSULTATION_CENTS: cents(defaultFeeSchedule.consultationCents),
  FEE_DEPOSIT_CENTS: cents(defaultFeeSchedule.depositCents),
  PAYMENT_PROVIDER: optionalString.pipe(z.enum(["test", "paypal"], { error: "expected test or paypal" }).optional()),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "live"], { error: "expected sandbox or live" }).default("sandbox"),
  PAYPAL_API_BASE_URL: optionalString.pipe(z.url({ error: "expected an absolute URL" }).optional()),
  PAYPAL_WEBHOOK_ID: optionalString,
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  readonly env: "development" | "production" | "test";
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly logLevel: string;
  /** Null selects the embedded PGlite database stored under `dataDir`. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** Output of `react-router build`: client/ (static files) and server/ (the render handler). */
  readonly buildDir: string;
  readonly fees: FeeSchedule;
  readonly payments: PaymentsConfig;
}

/** The one active payment provider (decision 4): the test provider by default, PayPal when configured. */
export type PaymentsConfig =
  | { readonly provider: "test" }
  | {
      readonly provider: "paypal";
      readonly clientId: string;
      readonly clientSecret: string;
      readonly environment: "sandbox" | "live";
      readonly apiBaseUrl: string | null;
      readonly webhookId: string | null;
    };

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  let fees: FeeSchedule;
  try {
    fees = createFeeSchedule(e.FEE_CONSULTATION_CENTS, e.FEE_DEPOSIT_CENTS);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  FEE_DEPOSIT_CENTS: ${(error as Error).message}`);
  }
  const payments = paymentsConfig(e);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    buildDir: path.resolve(e.BUILD_DIR),
    fees,
    payments,
  };
}

function paymentsConfig(e: z.output<typeof envSchema>): PaymentsConfig {
  const provider = e.PAYMENT_PROVIDER ?? (e.PAYPAL_CLIENT_ID ? "paypal" : "test");
  const fail = (message: string) => new ConfigError(`Invalid configuration:\n  ${message}`);
  if (provider === "test") {
    // Test mode takes no money; live credentials beside it would mean a site that may or may not charge.
    if (e.PAYPAL_CLIENT_ID && e.PAYPAL_ENVIRONMENT === "live") {
      throw fail("PAYMENT_PROVIDER: test mode cannot run while live PayPal credentials are configured");
    }
    return { provider: "test" };
  }
  if (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET) {
    throw fail("PAYPAL_CLIENT_SECRET: PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET");
  }
  return {
    provider: "paypal",
    clientId: e.PAYPAL_CLIENT_ID,
    clientSecret: e.PAYPAL_CLIENT_SECRET,
    environment: e.PAYPAL_ENVIRONMENT,
    apiBaseUrl: e.PAYPAL_API_BASE_URL ?? null,
    webhookId: e.PAYPAL_WEBHOOK_ID ?? null,
  };
}

let loaded: Config | undefined;

/** The process's configuration, read from the environment on first use. */
export function getConfig(): Config {
  loaded ??= parseConfig(process.env);
  return loaded;
}
