import path from "node:path";
import { z } from "zod";
import type { PaymentProviderSettings } from "#integrations/payments/create-payment-provider.ts";
import { createFeeSchedule, defaultFeeSchedule, type FeeSchedule } from "#core/fees.ts";
import { practice } from "#core/practice.ts";

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
  PUBLIC_URL: optionalString.pipe(z.url({ error: "expected an absolute URL such as https://example.com.au" }).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number({ error: "expected a number of seconds" }).int().min(1).max(300).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number({ error: "expected a number of seconds" }).int().min(1).max(3600).default(120),
  MAX_CONNECTIONS: z.coerce.number({ error: "expected a whole number" }).int().min(1).max(1_000_000).default(2000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number({ error: "expected a whole number" }).int().min(1).max(1_000_000).default(100),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number({ error: "expected a number of seconds" }).int().min(1).max(600).default(10),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "expected a postgres:// or postgresql:// URL")
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("./build"),
  FEE_CONSULTATION_CENTS: cents(defaultFeeSchedule.consultationCents),
  FEE_DEPOSIT_CENTS: cents(defaultFeeSchedule.depositCents),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d)$/, "expected the number of reverse proxies in front of the site (0 to 9; true means 1, false 0)")
    .default("0"),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "expected an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587")
      .optional(),
  ),
  SMTP_MAX_CONNECTIONS: z.coerce.number({ error: "expected a whole number" }).int().min(1).max(50).default(5),
  MAIL_FROM: z.string().trim().min(3).default(`${practice.siteName} <${practice.email}>`),
  PRACTICE_MAILBOX: z.email({ error: "expected an email address" }).default(practice.email),
  PAYMENT_PROVIDER: optionalString.pipe(z.enum(["test", "paypal"], { error: "expected test or paypal" }).optional()),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "live"], { error: "expected sandbox or live" }).default("sandbox"),
  PAYPAL_API_BASE_URL: optionalString.pipe(z.url({ error: "expected an absolute URL" }).optional()),
  PAYPAL_WEBHOOK_ID: optionalString,
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce
    .number({ error: "expected a number of seconds" })
    .int()
    .min(1)
    .max(24 * 3600)
    .default(300),
  HOLD_MINUTES: z.coerce.number({ error: "expected a number of minutes" }).int().min(1).max(120).default(15),
  HOLDS_PER_HOUR: z.coerce.number({ error: "expected a whole number" }).int().min(1).default(20),
  CANCELLATION_NOTICE_HOURS: z.coerce
    .number({ error: "expected a whole number of hours" })
    .int()
    .min(0)
    .max(24 * 14)
    .default(24),
  HEALTH_FUND_ITEM_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,12}$/, "expected a health-fund item number such as 560")
    .default("560"),
  REMINDER_HOURS_BEFORE: z.coerce
    .number({ error: "expected a whole number of hours" })
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
  PAYMENT_REQUESTS_PER_HOUR: z.coerce.number({ error: "expected a whole number" }).int().min(1).default(60),
  WEBHOOKS_PER_MINUTE: z.coerce.number({ error: "expected a whole number" }).int().min(1).default(120),
  ROOM_GRACE_MINUTES: z.coerce.number({ error: "expected a number of minutes" }).int().min(0).max(240).default(30),
  TURN_URLS: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => value.split(",").every((url) => /^turns?:\S+$/.test(url.trim())),
        "expected turn: or turns: URLs separated by commas",
      )
      .transform((value) => value.split(",").map((url) => url.trim()))
      .optional(),
  ),
  TURN_SECRET: optionalString.pipe(z.string().min(16, "expected coturn's static-auth-secret, at least 16 characters").optional()),
  CALENDLY_API_TOKEN: optionalString,
  CALENDLY_EVENT_TYPE_URI: optionalString.pipe(
    z.url({ error: "expected an event type URI such as https://api.calendly.com/event_types/ABC" }).optional(),
  ),
  CALENDLY_WEBHOOK_SIGNING_KEY: optionalString,
  CALENDLY_API_BASE_URL: z.url({ error: "expected an absolute URL" }).default("https://api.calendly.com"),
  ADMIN_PASSWORD_HASH: optionalString.pipe(
    z
      .string()
      .regex(/^scrypt\$/, "expected a hash made by `npm run admin:password -- --print` (scrypt$...)")
      .optional(),
  ),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, "expected at least 12 characters").optional()),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number({ error: "expected a number of minutes" })
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  ADMIN_SESSION_MAX_HOURS: z.coerce
    .number({ error: "expected a number of hours" })
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  PATIENT_SESSION_IDLE_DAYS: z.coerce.number({ error: "expected a number of days" }).int().min(1).max(90).default(7),
  PATIENT_SESSION_MAX_DAYS: z.coerce.number({ error: "expected a number of days" }).int().min(1).max(365).default(30),
  MAIL_BODY_RETENTION_DAYS: z.coerce.number({ error: "expected a number of days" }).int().min(1).max(3650).default(30),
  PAYMENT_LINK_HOURS: z.coerce
    .number({ error: "expected a number of hours" })
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  REFERRAL_FILE_KEY: optionalString.pipe(
    z
      .base64({ error: "expected 32 random bytes in base64 (openssl rand -base64 32)" })
      .refine((value) => Buffer.from(value, "base64").length === 32, "expected 32 random bytes in base64 (openssl rand -base64 32)")
      .optional(),
  ),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  readonly env: "development" | "production" | "test";
  readonly host: string;
  readonly port: number;
  /**
   * Where links in mail lead (PUBLIC_URL; unset, http://localhost:PORT). Its origin is always trusted for
   * writes (server/http/same-origin.ts), beside the origin each request was made to.
   */
  readonly publicUrl: string;
  readonly logLevel: string;
  /** Null selects the embedded PGlite database stored under `dataDir`. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** Output of `react-router build`: client/ (static files) and server/ (the render handler). */
  readonly buildDir: string;
  readonly fees: FeeSchedule;
  /**
   * How many reverse proxies stand in front of the site: the client's address (rate limits, the audit) is
   * the X-Forwarded-For entry that many hops back (server/http/client-address.ts). 0: the socket's address.
   */
  readonly trustProxy: number;
  readonly http: HttpServerConfig;
  readonly mail: {
    /** Null: mail is kept in the outbox, marked held (not sent), and logged. */
    readonly smtpUrl: string | null;
    /** Connections the SMTP transport keeps open at once, and so messages sent at once (SMTP_MAX_CONNECTIONS). */
    readonly smtpMaxConnections: number;
    /** The From header of every message. */
    readonly from: string;
    /** Where contact messages and referrals for the practice are sent. */
    readonly practiceMailbox: string;
    /** Sent mail keeps its body this many days, then only the record that it was sent. */
    readonly bodyRetentionDays: number;
  };
  readonly payments: PaymentsConfig;
  /**
   * How often paid deposits with no booking (a process that died between capture and booking) are looked
   * for; an order younger than this is left to the checkout in progress.
   */
  readonly paymentReconcileIntervalSeconds: number;
  readonly scheduling: SchedulingConfig;
  readonly afterBooking: AfterBookingConfig;
  readonly videoRoom: VideoRoomConfig;
  readonly receipts: ReceiptsConfig;
  readonly rateLimits: RateLimitsConfig;
  /** AES-256 key of the stored referral documents; null outside production: a key is generated in dataDir. */
  readonly referralFileKey: Buffer | null;
  readonly admin: AdminConfig;
  readonly patients: PatientsConfig;
}

/** What the HTTP server gives each connection, and how it stops (docs/decisions/0043). */
export interface HttpServerConfig {
  /** A connection must have sent its request's headers this long after its first byte (HEADERS_TIMEOUT_SECONDS). */
  readonly headersTimeoutMs: number;
  /** ...and its whole request, body included (REQUEST_TIMEOUT_SECONDS); never applies to a WebSocket once open. */
  readonly requestTimeoutMs: number;
  /** Open connections at once, WebSockets included (MAX_CONNECTIONS); more are closed as they arrive. */
  readonly maxConnections: number;
  /**
   * Open connections at once from one client address, an IPv6 client's /64 (MAX_CONNECTIONS_PER_ADDRESS).
   * Null behind a reverse proxy (TRUST_PROXY > 0): every connection comes from the proxy.
   */
  readonly maxConnectionsPerAddress: number | null;
  /** On SIGTERM, how long requests in flight may take to be answered before their connections are cut (SHUTDOWN_DRAIN_SECONDS). */
  readonly drainMs: number;
}

/** The practitioner's sign-in (docs/product/decisions.md, 10 and 18) and the balance's payment links (decision 5). */
export interface AdminConfig {
  /** A stored scrypt hash (`scrypt$...`); when null, the hash in the database or ADMIN_PASSWORD is used. */
  readonly passwordHash: string | null;
  /** A plain password, hashed at start and never logged: for development and automation. */
  readonly password: string | null;
  /** A session unused this long ends. */
  readonly sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however busy. */
  readonly sessionMaxHours: number;
  /** How long a payment link for the balance works. */
  readonly paymentLinkHours: number;
}

/** The patients' sign-in by email link and their sessions (server/patients/patient-sessions.ts). */
export interface PatientsConfig {
  /** A session unused this many days ends (PATIENT_SESSION_IDLE_DAYS). */
  readonly sessionIdleDays: number;
  /** A session ends this many days after sign-in, however busy (PATIENT_SESSION_MAX_DAYS). */
  readonly sessionMaxDays: number;
}

/** The life of an appointment after it is booked. */
export interface AfterBookingConfig {
  /** Hours before the start a patient may still cancel with a refund or move the time (core/booking/notice-rule.ts). */
  readonly noticeHours: number;
  /** Hours before the start the reminder email goes out; none for an appointment booked later than that. */
  readonly reminderHoursBefore: number;
}

/** The consultation room (docs/decisions/0039). */
export interface VideoRoomConfig {
  /** Minutes after the appointment's end the patient may still come into the room (ROOM_GRACE_MINUTES). */
  readonly graceMinutes: number;
  /** coturn's addresses and its REST-API shared secret (TURN_URLS, TURN_SECRET); null: no relay. */
  readonly turn: { readonly urls: readonly string[]; readonly secret: string } | null;
}

/** What receipts print beyond the practice identity. */
export interface ReceiptsConfig {
  /**
   * The private health funds' item number for the consultation (HEALTH_FUND_ITEM_NUMBER). The default, 560,
   * is the item many funds list for an initial physiotherapy consultation by telehealth; funds differ, so the
   * practice must check it with the funds its patients claim from.
   */
  readonly healthFundItemNumber: string;
}

/** Per client address, for the endpoints that write or call a provider. */
export interface RateLimitsConfig {
  /** Each payment endpoint's own count per hour: capture, complete-booking, scheduling, billing, the booking lookup. */
  readonly paymentRequestsPerHour: number;
  /** PayPal's and Calendly's webhooks, each counted per minute. */
  readonly webhooksPerMinute: number;
}

/** The one active payment provider (docs/product/decisions.md, 4): the test provider by default, PayPal when configured. */
export type PaymentsConfig = PaymentProviderSettings;

/** Holds while the patient pays, and Calendly when configured (docs/product/decisions.md, 6); otherwise the built-in scheduler. */
export interface SchedulingConfig {
  readonly holdMinutes: number;
  /** Holds one client address may place per hour: each hold blocks a time, so a script could block them all. */
  readonly holdsPerHour: number;
  readonly calendly: {
    readonly apiToken: string;
    readonly eventTypeUri: string;
    /** Without it Calendly's webhooks are refused: an unsigned delivery cannot be trusted. */
    readonly webhookSigningKey: string | null;
    readonly apiBaseUrl: string;
  } | null;
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
  const trustProxy = e.TRUST_PROXY === "true" ? 1 : e.TRUST_PROXY === "false" ? 0 : Number(e.TRUST_PROXY);
  // Unset: this machine at the port it listens on, so links in mail work on the machine that sent them.
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const payments = paymentsConfig(e, publicUrl);
  if (Boolean(e.CALENDLY_API_TOKEN) !== Boolean(e.CALENDLY_EVENT_TYPE_URI)) {
    throw new ConfigError(
      "Invalid configuration:\n  CALENDLY_EVENT_TYPE_URI: Calendly needs both CALENDLY_API_TOKEN and CALENDLY_EVENT_TYPE_URI",
    );
  }
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      "Invalid configuration:\n  REQUEST_TIMEOUT_SECONDS: the whole request's time cannot be shorter than HEADERS_TIMEOUT_SECONDS",
    );
  }
  if (Boolean(e.TURN_URLS) !== Boolean(e.TURN_SECRET)) {
    throw new ConfigError("Invalid configuration:\n  TURN_SECRET: the relay needs both TURN_URLS and TURN_SECRET");
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    buildDir: path.resolve(e.BUILD_DIR),
    fees,
    trustProxy,
    http: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: trustProxy === 0 ? e.MAX_CONNECTIONS_PER_ADDRESS : null,
      drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      smtpMaxConnections: e.SMTP_MAX_CONNECTIONS,
      from: e.MAIL_FROM,
      practiceMailbox: e.PRACTICE_MAILBOX,
      bodyRetentionDays: e.MAIL_BODY_RETENTION_DAYS,
    },
    payments,
    paymentReconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    scheduling: {
      holdMinutes: e.HOLD_MINUTES,
      holdsPerHour: e.HOLDS_PER_HOUR,
      calendly:
        e.CALENDLY_API_TOKEN && e.CALENDLY_EVENT_TYPE_URI
          ? {
              apiToken: e.CALENDLY_API_TOKEN,
              eventTypeUri: e.CALENDLY_EVENT_TYPE_URI,
              webhookSigningKey: e.CALENDLY_WEBHOOK_SIGNING_KEY ?? null,
              apiBaseUrl: e.CALENDLY_API_BASE_URL.replace(/\/+$/, ""),
            }
          : null,
    },
    afterBooking: { noticeHours: e.CANCELLATION_NOTICE_HOURS, reminderHoursBefore: e.REMINDER_HOURS_BEFORE },
    videoRoom: {
      graceMinutes: e.ROOM_GRACE_MINUTES,
      turn: e.TURN_URLS && e.TURN_SECRET ? { urls: e.TURN_URLS, secret: e.TURN_SECRET } : null,
    },
    receipts: { healthFundItemNumber: e.HEALTH_FUND_ITEM_NUMBER },
    rateLimits: { paymentRequestsPerHour: e.PAYMENT_REQUESTS_PER_HOUR, webhooksPerMinute: e.WEBHOOKS_PER_MINUTE },
    referralFileKey: e.REFERRAL_FILE_KEY ? Buffer.from(e.REFERRAL_FILE_KEY, "base64") : null,
    admin: {
      passwordHash: e.ADMIN_PASSWORD_HASH ?? null,
      password: e.ADMIN_PASSWORD ?? null,
      sessionIdleMinutes: e.ADMIN_SESSION_IDLE_MINUTES,
      sessionMaxHours: e.ADMIN_SESSION_MAX_HOURS,
      paymentLinkHours: e.PAYMENT_LINK_HOURS,
    },
    patients: { sessionIdleDays: e.PATIENT_SESSION_IDLE_DAYS, sessionMaxDays: e.PATIENT_SESSION_MAX_DAYS },
  };
}

function paymentsConfig(e: z.output<typeof envSchema>, publicUrl: string): PaymentsConfig {
  const provider = e.PAYMENT_PROVIDER ?? (e.PAYPAL_CLIENT_ID ? "paypal" : "test");
  const fail = (message: string) => new ConfigError(`Invalid configuration:\n  ${message}`);
  if (provider === "test") {
    // Test mode takes no money; live credentials beside it would mean a site that may or may not charge.
    if (e.PAYPAL_CLIENT_ID && e.PAYPAL_ENVIRONMENT === "live") {
      throw fail("PAYMENT_PROVIDER: test mode cannot run while live PayPal credentials are configured");
    }
    // docs/product/decisions.md, 20: a public production site confirming appointments without money is a mistake
    // unless someone asked for it; on this machine (`npm start`) it is the two-command default.
    if (e.NODE_ENV === "production" && e.PAYMENT_PROVIDER !== "test" && !isLoopbackUrl(publicUrl)) {
      throw fail(
        "PAYMENT_PROVIDER: a production site at a public address needs PayPal (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET), " +
          "or PAYMENT_PROVIDER=test to take bookings with no money on purpose",
      );
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

/** localhost, 127.0.0.0/8 or ::1: a site only this machine can reach. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "::1";
}

/** What the operator must hear at every start, whatever the log level's filter lets through otherwise. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.payments.provider === "test") {
    warnings.push("Test payments: the built-in test provider is active. Bookings are confirmed and no money moves.");
  }
  if (config.env === "production" && isLoopbackUrl(config.publicUrl)) {
    warnings.push(`Links in mail lead to ${config.publicUrl}, which only this machine can open: set PUBLIC_URL to the site's address.`);
  }
  if (config.env === "production" && !config.videoRoom.turn) {
    warnings.push(
      "No TURN relay (TURN_URLS, TURN_SECRET): video consultations connect only when both browsers can reach each other directly.",
    );
  }
  return warnings;
}

/**
 * What a production server must not start without. Checked when the server starts (server/boot.ts), not
 * by parseConfig, which the build also calls.
 */
export function assertReadyToServe(config: Config): Config {
  // The key must come from the operator, kept apart from the encrypted files in DATA_DIR.
  if (config.env === "production" && !config.referralFileKey) {
    throw new ConfigError(
      "Invalid configuration:\n  REFERRAL_FILE_KEY: required in production to encrypt referral documents (openssl rand -base64 32)",
    );
  }
  return config;
}
