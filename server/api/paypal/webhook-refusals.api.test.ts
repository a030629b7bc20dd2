import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPaypalProvider } from "#integrations/payments/paypal/paypal-provider.ts";
import { withFakePaypalApp } from "#tests/support/fake-paypal-app.ts";

/**
 * Any request carrying PayPal's five headers used to cost a verification call to PayPal.
 * What cannot be a genuine delivery is now refused first, and the fake counts the calls that still happen.
 */
const paypal = withFakePaypalApp();

const verifications = () => paypal.fake.requests.filter((request) => request.path === "/v1/notifications/verify-webhook-signature").length;
/** An event the site acknowledges and ignores: enough to show what is verified and recorded. */
const event = () => JSON.stringify({ id: `WH-${randomUUID()}`, event_type: "CHECKOUT.ORDER.APPROVED", resource: {} });
const deliver = (body: string, headers: Record<string, string>) =>
  paypal.t.app.request("/paypal/webhook", { method: "POST", headers, body });

describe("PayPal webhooks refused before any call to PayPal", () => {
  it.each([
    ["a stale transmission time", { "paypal-transmission-time": new Date(Date.now() - 60 * 60_000).toISOString() }],
    ["a transmission time in the future", { "paypal-transmission-time": new Date(Date.now() + 60 * 60_000).toISOString() }],
    ["a certificate on another host", { "paypal-cert-url": "https://paypal.example.net/v1/notifications/certs/CERT-1" }],
    ["a certificate URL that is not one", { "paypal-cert-url": "not a url" }],
    ["an algorithm PayPal does not sign with", { "paypal-auth-algo": "none" }],
  ])("%s: 400, and PayPal is not asked", async (_name, forged) => {
    const body = event();
    const before = verifications();
    const response = await deliver(body, { ...paypal.fake.signWebhook(body), ...forged });
    expect(response.status).toBe(400);
    expect(verifications()).toBe(before);
  });

  it("answers a replayed transmission id as a duplicate without asking PayPal again, whatever the body", async () => {
    const body = event();
    const headers = paypal.fake.signWebhook(body);
    const before = verifications();
    const first = await deliver(body, headers);
    expect(await first.json()).toEqual({ status: "ignored" });
    expect(verifications()).toBe(before + 1);

    const replay = await deliver(event(), headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: "duplicate" });
    expect(verifications()).toBe(before + 1);
  });

  it("still asks PayPal about a plausible delivery, and believes only its answer", async () => {
    const body = event();
    const before = verifications();
    expect((await deliver(body, paypal.fake.signWebhook(body, false))).status).toBe(400);
    expect(verifications()).toBe(before + 1);
  });

  it("without a configured webhook id, verifies nothing and calls no one", async () => {
    const unconfigured = createPaypalProvider({
      clientId: paypal.fake.clientId,
      clientSecret: paypal.fake.clientSecret,
      environment: "sandbox",
      apiBaseUrl: paypal.fake.url,
      webhookId: null,
      brandName: "x",
    });
    const body = event();
    const before = paypal.fake.requests.length;
    expect(await unconfigured.verifyWebhook(new Headers(paypal.fake.signWebhook(body)), body)).toBeNull();
    expect(paypal.fake.requests.length).toBe(before);
  });
});
