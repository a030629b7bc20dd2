import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { PaymentDeclinedError } from "#integrations/payments/payment-provider.ts";
import { createTestProvider, type TestPaymentProvider } from "./test-provider.ts";

let database: DatabaseHandle;
let provider: TestPaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createTestProvider(database.db);
}, 60_000);
afterAll(() => database.close());

const order = (requestId: string) =>
  provider.createDepositOrder({ amountCents: 9_000, currency: "AUD", reference: `ref-${requestId}`, description: "Deposit", requestId });

describe("the built-in test provider", () => {
  it("is never live", () => {
    expect(provider.live).toBe(false);
    expect(provider.name).toBe("test");
  });

  it("keeps orders in the database: created, approved, then captured once", async () => {
    const created = await order("t-1");
    expect(created).toMatchObject({ status: "created", amountCents: 9_000, currency: "AUD", reference: "ref-t-1", capture: null });
    await expect(provider.captureOrder(created.id, { requestId: "c" })).rejects.toMatchObject({ code: "ORDER_NOT_APPROVED" });
    await provider.approve(created.id);
    const captured = await provider.captureOrder(created.id, { requestId: "c" });
    expect(captured.status).toBe("completed");
    expect(captured.capture).toMatchObject({ amountCents: 9_000, currency: "AUD", status: "COMPLETED" });
    expect(captured.savedMethodId).toMatch(/^TESTPM-/);
    const again = await provider.captureOrder(created.id, { requestId: "c2" });
    expect(again.capture?.id).toBe(captured.capture?.id);
    expect((await provider.getOrder(created.id)).status).toBe("completed");
  });

  it("answers a repeated request id with the same order", async () => {
    const first = await order("t-replay");
    const second = await order("t-replay");
    expect(second.id).toBe(first.id);
  });

  it("plays a decline, and refunds no more than was captured", async () => {
    const declined = await order("t-decline");
    await provider.decline(declined.id);
    await expect(provider.captureOrder(declined.id, { requestId: "d" })).rejects.toBeInstanceOf(PaymentDeclinedError);

    const paid = await order("t-refund");
    await provider.approve(paid.id);
    const { capture } = await provider.captureOrder(paid.id, { requestId: "r" });
    await expect(provider.refund(capture!.id, { amountCents: 9_000, currency: "AUD", requestId: "r1" })).resolves.toMatchObject({
      status: "COMPLETED",
    });
    await expect(provider.refund(capture!.id, { amountCents: 1, currency: "AUD", requestId: "r2" })).rejects.toBeInstanceOf(
      PaymentDeclinedError,
    );
  });

  it("charges a saved method at once and believes no webhook", async () => {
    const charge = await provider.chargeSavedMethod({
      savedMethodId: "TESTPM-1",
      amountCents: 9_000,
      currency: "AUD",
      reference: "balance",
      description: "Balance",
      requestId: "t-charge",
    });
    expect(charge.status).toBe("completed");
    expect(await provider.verifyWebhook(new Headers(), "{}")).toBeNull();
    await expect(provider.getOrder("NOPE")).rejects.toBeInstanceOf(PaymentDeclinedError);
  });
});
