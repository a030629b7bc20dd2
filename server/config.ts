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
}

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
  };
}

let loaded: Config | undefined;

/** The process's configuration, read from the environment on first use. */
export function getConfig(): Config {
  loaded ??= parseConfig(process.env);
  return loaded;
}
