import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PaypalContract } from "#tests/support/fake-paypal/contract.ts";
import { startFakePaypal, type FakePaypal } from "#tests/support/fake-paypal/fake-paypal.ts";
import { PaymentDeclinedError, PaymentProviderUnavailableError, type PaymentProvider } from "#integrations/payments/payment-provider.ts";
import { createPaypalProvider } from "./paypal-provider.ts";

let fake: FakePaypal;
let paypal: PaymentProvider;

const deposit = (requestId: string, reference = "pay-ref-1") => ({
  amountCents: 9_000,
  currency: "AUD" as const,
  reference,
  description: "Consultation deposit",
  requestId,
});

beforeAll(async () => {
  fake = await startFakePaypal();
  paypal = createPaypalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    environment: "sandbox",
    apiBaseUrl: fake.url,
    webhookId: fake.webhookId,
    brandName: "ACL Telehealth Physio",
  });
});

afterAll(() => fake.close());

// Every request the adapter sent must satisfy PayPal's published contract.
afterEach(() => {
  expect(fake.violations.splice(0)).toEqual([]);
});

describe("PayPal adapter against the fake PayPal", () => {
  it("creates a CAPTURE order in AUD for the deposit, vaulting the wallet, with a request id", async () => {
    const order = await paypal.createDepositOrder(deposit("req-create-1"));
    expect(order.status).toBe("created");
    expect(order.amountCents).toBe(9_000);
    expect(order.currency).toBe("AUD");
    expect(order.reference).toBe("pay-ref-1");
    expect(order.approveUrl).toMatch(/checkoutnow\?token=/);
    const sent = fake.requests.find((r) => r.path === "/v2/checkout/orders")!;
    expect(sent.headers["paypal-request-id"]).toBe("req-create-1");
    expect(sent.body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ custom_id: "pay-ref-1", amount: { currency_code: "AUD", value: "90.00" } }],
      payment_source: { paypal: { attributes: { vault: { store_in_vault: "ON_SUCCESS", usage_type: "MERCHANT" } } } },
    });
  });

  it("caches the OAuth token until it expires", async () => {
    await paypal.createDepositOrder(deposit("req-cache-1"));
    await paypal.createDepositOrder(deposit("req-cache-2"));
    expect(fake.tokensIssued).toBe(1);
  });

  it("answers a replayed request id with the first order instead of making a second", async () => {
    const first = await paypal.createDepositOrder(deposit("req-replay"));
    const again = await paypal.createDepositOrder(deposit("req-replay"));
    expect(again.id).toBe(first.id);
    expect([...fake.orders.values()].filter((o) => o.id === first.id)).toHaveLength(1);
  });

  it("captures an approved order: amount, currency, payer and the vaulted wallet come back", async () => {
    const order = await paypal.createDepositOrder(deposit("req-capture"));
    fake.approve(order.id, "PAYERABC123");
    const captured = await paypal.captureOrder(order.id, { requestId: "cap-1" });
    expect(captured.status).toBe("completed");
    expect(captured.capture).toMatchObject({ amountCents: 9_000, currency: "AUD", status: "COMPLETED" });
    expect(captured.payerId).toBe("PAYERABC123");
    expect(captured.savedMethodId).toBeTruthy();
    const captureCall = fake.requests.find((r) => r.path === `/v2/checkout/orders/${order.id}/capture`)!;
    expect(captureCall.headers["paypal-request-id"]).toBe("cap-1");
    // A retried capture with the same request id is answered from PayPal's replay store, not captured twice.
    const retried = await paypal.captureOrder(order.id, { requestId: "cap-1" });
    expect(retried.capture?.id).toBe(captured.capture?.id);
    const fetched = await paypal.getOrder(order.id);
    expect(fetched.status).toBe("completed");
    expect(fetched.capture?.id).toBe(captured.capture?.id);
  });

  it("refuses to capture an order the payer has not approved", async () => {
    const order = await paypal.createDepositOrder(deposit("req-unapproved"));
    await expect(paypal.captureOrder(order.id, { requestId: "cap-unapproved" })).rejects.toMatchObject({
      name: "PaymentDeclinedError",
      code: "ORDER_NOT_APPROVED",
    });
  });

  it("reports a declined capture as declined", async () => {
    const order = await paypal.createDepositOrder(deposit("req-decline"));
    fake.approve(order.id);
    fake.declineNextCapture();
    const attempt = paypal.captureOrder(order.id, { requestId: "cap-decline" });
    await expect(attempt).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(attempt).rejects.toMatchObject({ code: "INSTRUMENT_DECLINED" });
    expect((await paypal.getOrder(order.id)).status).toBe("approved");
  });

  it("gives up on a PayPal that does not answer, as unavailable", async () => {
    const impatient = createPaypalProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      environment: "sandbox",
      apiBaseUrl: fake.url,
      webhookId: fake.webhookId,
      brandName: "x",
      timeoutMs: 300,
    });
    fake.delayNext("/v2/checkout/orders", 1_000);
    await expect(impatient.createDepositOrder(deposit("req-timeout"))).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });

  it("takes an HTML page or an answer that breaks off as PayPal unavailable, not as a crash", async () => {
    const token = () => Response.json({ access_token: "t", expires_in: 3600 });
    const answers: (() => Response)[] = [
      () => new Response("<!doctype html><h1>502 Bad Gateway</h1>", { status: 200, headers: { "content-type": "text/html" } }),
      () => new Response(new ReadableStream({ start: (controller) => controller.error(new TypeError("terminated")) }), { status: 200 }),
      () => new Response("<html>Service Unavailable</html>", { status: 503 }),
    ];
    for (const answer of answers) {
      const stubbed = createPaypalProvider(
        {
          clientId: "id",
          clientSecret: "secret",
          environment: "sandbox",
          apiBaseUrl: "http://paypal.invalid",
          webhookId: null,
          brandName: "x",
        },
        (async (input: RequestInfo | URL) => (String(input).endsWith("/v1/oauth2/token") ? token() : answer())) as typeof fetch,
      );
      await expect(stubbed.getOrder("ORDER-1")).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    }
  });

  it("charges the vaulted wallet for the balance, with a request id", async () => {
    const order = await paypal.createDepositOrder(deposit("req-vault"));
    fake.approve(order.id);
    const captured = await paypal.captureOrder(order.id, { requestId: "cap-vault" });
    const charge = await paypal.chargeSavedMethod({
      savedMethodId: captured.savedMethodId!,
      amountCents: 9_000,
      currency: "AUD",
      reference: "balance-1",
      description: "Consultation balance",
      requestId: "charge-1",
    });
    expect(charge.status).toBe("completed");
    expect(charge.capture?.amountCents).toBe(9_000);
    fake.declineNextCapture();
    await expect(
      paypal.chargeSavedMethod({
        savedMethodId: captured.savedMethodId!,
        amountCents: 9_000,
        currency: "AUD",
        reference: "balance-2",
        description: "Consultation balance",
        requestId: "charge-2",
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it("refunds a capture", async () => {
    const order = await paypal.createDepositOrder(deposit("req-refund"));
    fake.approve(order.id);
    const captured = await paypal.captureOrder(order.id, { requestId: "cap-refund" });
    const refund = await paypal.refund(captured.capture!.id, { amountCents: 9_000, currency: "AUD", requestId: "refund-1" });
    expect(refund.status).toBe("COMPLETED");
  });

  it("turns an approved setup token into a saved payment token", async () => {
    const saved = await paypal.saveApprovedMethod(fake.approvedSetupToken(), { requestId: "setup-1" });
    expect(saved.savedMethodId).toBeTruthy();
    expect(saved.customerId).toMatch(/^CUST-/);
    await expect(paypal.saveApprovedMethod("NOT-APPROVED", { requestId: "setup-2" })).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it("believes a webhook only when PayPal verifies its signature", async () => {
    const order = await paypal.createDepositOrder(deposit("req-webhook"));
    fake.approve(order.id);
    await paypal.captureOrder(order.id, { requestId: "cap-webhook" });
    const body = fake.captureEvent(order.id);
    const event = await paypal.verifyWebhook(new Headers(fake.signWebhook(body)), body);
    expect(event).toMatchObject({ type: "PAYMENT.CAPTURE.COMPLETED", orderId: order.id });
    expect(await paypal.verifyWebhook(new Headers(fake.signWebhook(body, false)), body)).toBeNull();
    expect(await paypal.verifyWebhook(new Headers({ "content-type": "application/json" }), body)).toBeNull();
    const withoutId = createPaypalProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      environment: "sandbox",
      apiBaseUrl: fake.url,
      webhookId: null,
      brandName: "x",
    });
    expect(await withoutId.verifyWebhook(new Headers(fake.signWebhook(body)), body)).toBeNull();
  });
});

describe("the contract check itself", () => {
  const contract = new PaypalContract();
  const headers = new Headers({ "paypal-request-id": "r1" });

  it("accepts a well-formed order and refuses a misspelt field, a bad enum and a missing amount", () => {
    const good = { intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "AUD", value: "90.00" } }] };
    expect(contract.check("POST", "/v2/checkout/orders", headers, good)).toEqual([]);
    expect(
      contract.check("POST", "/v2/checkout/orders", headers, { ...good, purchase_units: [{ ...good.purchase_units[0], custom_idd: "x" }] }),
    ).toEqual(["body.purchase_units[0].custom_idd is not a field of the contract"]);
    expect(contract.check("POST", "/v2/checkout/orders", headers, { ...good, intent: "SALE" }).join()).toMatch(/intent/);
    expect(contract.check("POST", "/v2/checkout/orders", headers, { intent: "CAPTURE", purchase_units: [{}] }).join()).toMatch(/amount/);
    expect(contract.check("POST", "/v2/checkout/nothing", headers, good)).toHaveLength(1);
  });
});
