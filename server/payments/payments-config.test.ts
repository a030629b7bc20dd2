import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "#server/config.ts";

describe("payment provider configuration", () => {
  it("uses the test provider on a fresh machine", () => {
    expect(parseConfig({}).payments).toEqual({ provider: "test" });
  });

  it("selects PayPal when its credentials are set, sandbox unless told otherwise", () => {
    const { payments } = parseConfig({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_WEBHOOK_ID: "WH-1" });
    expect(payments).toEqual({
      provider: "paypal",
      clientId: "id",
      clientSecret: "secret",
      environment: "sandbox",
      apiBaseUrl: null,
      webhookId: "WH-1",
    });
  });

  it("refuses test mode beside live PayPal credentials", () => {
    const env = { PAYMENT_PROVIDER: "test", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "s", PAYPAL_ENVIRONMENT: "live" };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(/test mode cannot run while live PayPal credentials are configured/);
  });

  it("refuses PayPal without its secret, and names bad values", () => {
    expect(() => parseConfig({ PAYMENT_PROVIDER: "paypal", PAYPAL_CLIENT_ID: "id" })).toThrow(/PAYPAL_CLIENT_SECRET/);
    expect(() => parseConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER: expected test or paypal/);
    expect(() => parseConfig({ PAYPAL_ENVIRONMENT: "prod" })).toThrow(/PAYPAL_ENVIRONMENT: expected sandbox or live/);
  });
});
