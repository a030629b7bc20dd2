import { describe, expect, it } from "vitest";
import { ConfigError, isLoopbackUrl, parseConfig, startupWarnings } from "./config.ts";

describe("configuration", () => {
  it("runs with no variables at all: embedded database, port 3000, default fees", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.fees).toEqual({ consultationCents: 18_000, depositCents: 9_000, currency: "AUD" });
  });

  it("points PUBLIC_URL at this machine on the port it listens on when unset, and keeps a set one without its end slash", () => {
    expect(parseConfig({ PORT: "3999" }).publicUrl).toBe("http://localhost:3999");
    expect(parseConfig({ PORT: "3999", PUBLIC_URL: "" }).publicUrl).toBe("http://localhost:3999");
    expect(parseConfig({ PORT: "3999", PUBLIC_URL: "https://clinic.example/" }).publicUrl).toBe("https://clinic.example");
    expect(() => parseConfig({ PUBLIC_URL: "clinic.example" })).toThrow(/PUBLIC_URL: expected an absolute URL/);
  });

  it("warns a production start whose links in mail only this machine can open", () => {
    const paypal = {
      PAYPAL_CLIENT_ID: "id",
      PAYPAL_CLIENT_SECRET: "secret",
      TURN_URLS: "turn:turn.example:3478",
      TURN_SECRET: "s".repeat(16),
    };
    expect(startupWarnings(parseConfig({ NODE_ENV: "production", PORT: "3999", ...paypal }))).toEqual([
      expect.stringContaining("Links in mail lead to http://localhost:3999, which only this machine can open: set PUBLIC_URL"),
    ]);
    expect(startupWarnings(parseConfig({ NODE_ENV: "production", PUBLIC_URL: "https://clinic.example", ...paypal }))).toEqual([]);
    expect(startupWarnings(parseConfig({ ...paypal }))).toEqual([]);
  });

  it("reads the room's grace period and the TURN relay, both of its variables or neither, and warns a production start without it", () => {
    expect(parseConfig({}).videoRoom).toEqual({ graceMinutes: 30, turn: null });
    const relay = parseConfig({
      ROOM_GRACE_MINUTES: "15",
      TURN_URLS: "turn:turn.example:3478?transport=udp, turns:turn.example:5349",
      TURN_SECRET: "0123456789abcdef",
    });
    expect(relay.videoRoom).toEqual({
      graceMinutes: 15,
      turn: { urls: ["turn:turn.example:3478?transport=udp", "turns:turn.example:5349"], secret: "0123456789abcdef" },
    });
    expect(() => parseConfig({ TURN_URLS: "turn:turn.example:3478" })).toThrow(/TURN_SECRET: the relay needs both/);
    expect(() => parseConfig({ TURN_URLS: "https://turn.example", TURN_SECRET: "0123456789abcdef" })).toThrow(
      /TURN_URLS: expected turn: or turns: URLs/,
    );
    const paypal = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PUBLIC_URL: "https://clinic.example" };
    expect(startupWarnings(parseConfig({ NODE_ENV: "production", ...paypal }))).toEqual([expect.stringContaining("No TURN relay")]);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseConfig({ DATABASE_URL: "" }).databaseUrl).toBeNull();
    expect(parseConfig({ DATABASE_URL: "postgres://localhost/test" }).databaseUrl).toBe("postgres://localhost/test");
  });

  it("names the variable and what it expects when a value is bad", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT: expected a port number/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: expected a postgres/);
    expect(() => parseConfig({ FEE_DEPOSIT_CENTS: "90.5" })).toThrow(/FEE_DEPOSIT_CENTS: expected a whole number of cents/);
    expect(() => parseConfig({ FEE_CONSULTATION_CENTS: "5000", FEE_DEPOSIT_CENTS: "9000" })).toThrow(
      /FEE_DEPOSIT_CENTS: .*less than the consultation fee/,
    );
  });

  it.each([
    ["nothing", { FEE_DEPOSIT_CENTS: "0" }, /FEE_DEPOSIT_CENTS: /],
    ["less than nothing", { FEE_DEPOSIT_CENTS: "-9000" }, /FEE_DEPOSIT_CENTS: /],
    ["a fraction of a cent", { FEE_DEPOSIT_CENTS: "8999.5" }, /FEE_DEPOSIT_CENTS: expected a whole number of cents/],
    ["the whole fee, leaving no balance", { FEE_CONSULTATION_CENTS: "9000", FEE_DEPOSIT_CENTS: "9000" }, /FEE_DEPOSIT_CENTS: .*less than/],
    ["a free consultation", { FEE_CONSULTATION_CENTS: "0" }, /FEE_CONSULTATION_CENTS: /],
  ])("refuses a deposit or fee of %s", (_name, env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("overrides the fee schedule from the environment", () => {
    const config = parseConfig({ FEE_CONSULTATION_CENTS: "20000", FEE_DEPOSIT_CENTS: "5000" });
    expect(config.fees.consultationCents).toBe(20_000);
    expect(config.fees.depositCents).toBe(5_000);
  });

  it("keeps mail in the outbox without SMTP_URL, and validates the mail settings", () => {
    expect(parseConfig({}).mail).toEqual({
      smtpUrl: null,
      from: "ACL Telehealth Physio <hello@acltelehealthphysio.com.au>",
      practiceMailbox: "hello@acltelehealthphysio.com.au",
      bodyRetentionDays: 30,
      smtpMaxConnections: 5,
    });
    expect(parseConfig({ SMTP_MAX_CONNECTIONS: "2" }).mail.smtpMaxConnections).toBe(2);
    expect(() => parseConfig({ SMTP_MAX_CONNECTIONS: "0" })).toThrow(/SMTP_MAX_CONNECTIONS/);
    expect(parseConfig({ MAIL_BODY_RETENTION_DAYS: "7" }).mail.bodyRetentionDays).toBe(7);
    expect(() => parseConfig({ MAIL_BODY_RETENTION_DAYS: "0" })).toThrow(/MAIL_BODY_RETENTION_DAYS/);
    const configured = parseConfig({ SMTP_URL: "smtps://user:pw@mail.example.com:465", PRACTICE_MAILBOX: "team@example.com" });
    expect(configured.mail.smtpUrl).toBe("smtps://user:pw@mail.example.com:465");
    expect(configured.mail.practiceMailbox).toBe("team@example.com");
    expect(parseConfig({ SMTP_URL: "" }).mail.smtpUrl).toBeNull();
    expect(() => parseConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => parseConfig({ PRACTICE_MAILBOX: "not an address" })).toThrow(/PRACTICE_MAILBOX: expected an email address/);
  });

  it("limits payment calls and webhooks per address, as configured", () => {
    expect(parseConfig({}).rateLimits).toEqual({ paymentRequestsPerHour: 60, webhooksPerMinute: 120 });
    expect(parseConfig({ PAYMENT_REQUESTS_PER_HOUR: "5", WEBHOOKS_PER_MINUTE: "9" }).rateLimits).toEqual({
      paymentRequestsPerHour: 5,
      webhooksPerMinute: 9,
    });
    expect(() => parseConfig({ PAYMENT_REQUESTS_PER_HOUR: "0" })).toThrow(/PAYMENT_REQUESTS_PER_HOUR/);
    expect(() => parseConfig({ WEBHOOKS_PER_MINUTE: "many" })).toThrow(/WEBHOOKS_PER_MINUTE: expected a whole number/);
  });

  it("times requests, caps connections overall and per address (not behind a proxy), and bounds the drain, as configured", () => {
    expect(parseConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      maxConnections: 2000,
      maxConnectionsPerAddress: 100,
      drainMs: 10_000,
    });
    const configured = parseConfig({
      HEADERS_TIMEOUT_SECONDS: "5",
      REQUEST_TIMEOUT_SECONDS: "30",
      MAX_CONNECTIONS: "300",
      MAX_CONNECTIONS_PER_ADDRESS: "20",
      SHUTDOWN_DRAIN_SECONDS: "25",
    });
    expect(configured.http).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 30_000,
      maxConnections: 300,
      maxConnectionsPerAddress: 20,
      drainMs: 25_000,
    });
    expect(parseConfig({ TRUST_PROXY: "1", MAX_CONNECTIONS_PER_ADDRESS: "20" }).http.maxConnectionsPerAddress).toBeNull();
    expect(() => parseConfig({ HEADERS_TIMEOUT_SECONDS: "60", REQUEST_TIMEOUT_SECONDS: "30" })).toThrow(
      /REQUEST_TIMEOUT_SECONDS: the whole request's time cannot be shorter than HEADERS_TIMEOUT_SECONDS/,
    );
    expect(() => parseConfig({ MAX_CONNECTIONS: "0" })).toThrow(/MAX_CONNECTIONS/);
    expect(() => parseConfig({ SHUTDOWN_DRAIN_SECONDS: "soon" })).toThrow(/SHUTDOWN_DRAIN_SECONDS: expected a number of seconds/);
  });

  it("reads TRUST_PROXY as the number of proxies in front of the site, true being one", () => {
    expect(parseConfig({}).trustProxy).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => parseConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: expected the number of reverse proxies/);
    expect(() => parseConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY: expected the number of reverse proxies/);
  });

  it("refuses test payments on a public production site unless asked for, and warns at every start in test mode", () => {
    const publicSite = { NODE_ENV: "production", PUBLIC_URL: "https://acltelehealthphysio.com.au" };
    expect(() => parseConfig(publicSite)).toThrow(/PAYMENT_PROVIDER: a production site at a public address needs PayPal/);
    expect(parseConfig({ ...publicSite, PAYMENT_PROVIDER: "test" }).payments.provider).toBe("test");
    expect(parseConfig({ ...publicSite, PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }).payments.provider).toBe("paypal");
    // `npm start` on this machine: production, loopback address, the test provider by default.
    expect(parseConfig({ NODE_ENV: "production" }).payments.provider).toBe("test");
    expect(parseConfig({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:8080" }).payments.provider).toBe("test");
    expect(startupWarnings(parseConfig({}))).toEqual([expect.stringMatching(/^Test payments: .*no money moves/)]);
    expect(startupWarnings(parseConfig({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }))).toEqual([]);
  });

  it("knows a loopback address", () => {
    for (const url of ["http://localhost:3000", "http://app.localhost", "http://127.0.0.1", "http://127.1.2.3:80", "http://[::1]:3000"]) {
      expect(isLoopbackUrl(url)).toBe(true);
    }
    for (const url of ["https://example.com", "http://10.0.0.1", "http://localhost.example.com", "http://128.0.0.1"]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });
});
