import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

/**
 * Every payment endpoint that writes or calls the provider, and both webhooks, answer 429
 * past their configured count per address, before anything is read or asked. The counts here are tiny.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_REQUESTS_PER_HOUR: "2", WEBHOOKS_PER_MINUTE: "2" });
}, 60_000);
afterAll(() => t.close());

const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const order = "UNKNOWNORDER1";

const limited: [string, string, RequestInit][] = [
  ["capture", `/paypal/order/${order}/capture`, { method: "POST" }],
  ["the booking lookup", `/paypal/order/${order}/booking`, { method: "GET" }],
  ["complete-booking", "/api/complete-booking", json("POST", { paypalOrderId: order })],
  [
    "update-booking-schedule",
    "/api/update-booking-schedule",
    json("POST", { paypalOrderId: order, scheduledTime: "2030-01-01T00:00:00Z" }),
  ],
  ["the billing PATCH", `/api/appointments/by-paypal-order/${order}`, json("PATCH", { paypalBillingAgreementId: "X" })],
  ["execute-agreement", "/paypal/billing/execute-agreement", json("POST", { token: "SETUPTOKEN" })],
  ["the test approval", `/paypal/test/orders/${order}/approve`, { method: "POST" }],
  ["the test decline", `/paypal/test/orders/${order}/decline`, { method: "POST" }],
  ["PayPal's webhook", "/paypal/webhook", json("POST", { id: "WH-1", event_type: "PAYMENT.CAPTURE.COMPLETED" })],
  ["Calendly's webhook", "/api/calendly/webhooks", json("POST", { event: "invitee.created" })],
];

describe("rate limits on the endpoints that write or call a provider", () => {
  it.each(limited)("%s: the third request within the window is 429 with the API's error body", async (_name, path, init) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.app.request(path, init);
      expect(response.status).not.toBe(429);
      expect(response.status).toBeLessThan(500);
    }
    const refused = await t.app.request(path, init);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/^Too many/) });
  });
});
