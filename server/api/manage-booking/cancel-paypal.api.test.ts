import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { PaymentProviderUnavailableError } from "#integrations/payments/payment-provider.ts";
import { settleDepositRefund } from "#server/payments/deposit-refund.ts";
import { TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { appointmentRow, paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { paypalSettingsFor, startFakePaypal, type FakePaypal } from "#tests/support/fake-paypal/fake-paypal.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let fake: FakePaypal;
let t: Awaited<ReturnType<typeof createTestApp>>;
let slots: string[];
const db = () => t.services.database.db;

beforeAll(async () => {
  fake = await startFakePaypal();
  t = await createTestApp({
    ...paypalSettingsFor(fake),
  });
  slots = await openSlots(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  expect(fake.violations.splice(0)).toEqual([]);
});

const cancel = (token: string) => t.app.request(`/api/manage-booking/${token}/cancel`, { method: "POST", headers: { origin: TEST_ORIGIN } });
const refundCalls = (captureId: string) => fake.requests.filter((r) => r.method === "POST" && r.path === `/v2/payments/captures/${captureId}/refund`);
const refundsOf = (appointmentId: string) => db().select().from(depositRefunds).where(eq(depositRefunds.appointmentId, appointmentId));

/** PayPal's PAYMENT.CAPTURE.REFUNDED for a capture, signed as PayPal would. */
async function refundedWebhook(eventId: string, captureId: string) {
  const body = JSON.stringify({
    id: eventId,
    event_type: "PAYMENT.CAPTURE.REFUNDED",
    resource_type: "refund",
    resource: { id: `R-${eventId}`, status: "COMPLETED", links: [{ rel: "up", href: `${fake.url}/v2/payments/captures/${captureId}` }] },
  });
  const response = await t.app.request("/paypal/webhook", { method: "POST", headers: fake.signWebhook(body), body });
  return (await response.json()) as { status: string };
}

async function booked(slot: string, email: string) {
  const id = await paidAppointment(t, slot, email, fake);
  const row = await appointmentRow(t, id);
  return { id, token: t.services.manageLinks.tokenFor(id), captureId: fake.orders.get(row.paymentOrderId!)!.capture!.id, orderId: row.paymentOrderId! };
}

describe("the deposit's refund through PayPal (the contract-checked fake)", () => {
  it("ten concurrent cancels make one refund call and one refund record; PayPal's webhook for it changes nothing", async () => {
    const { id, token, captureId, orderId } = await booked(slots[0]!, "ten@example.com");
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(token)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const views = (await Promise.all(answers.map((a) => a.json()))) as ManageBookingView[];
    expect(views.every((v) => v.status === "cancelled" && v.refund?.amountCents === 9_000)).toBe(true);

    const calls = refundCalls(captureId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers["paypal-request-id"]).toBe(`deposit-cancel-refund-${id}`);
    expect(calls[0]!.body).toEqual({ amount: { value: "90.00", currency_code: "AUD" } });
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ status: "completed", amountCents: 9_000, captureId });
    expect(refund!.providerRefundId).toBeTruthy();

    expect(await refundedWebhook("WH-REFUND-TEN", captureId)).toEqual({ status: "applied" });
    expect(await refundedWebhook("WH-REFUND-TEN", captureId)).toEqual({ status: "duplicate" });
    expect(refundCalls(captureId)).toHaveLength(1);
    expect(await refundsOf(id)).toEqual([refund]);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(order!.status).toBe("refunded");
  });

  it("a refund left pending by a failure, then confirmed by PayPal's webhook, is never asked for again", async () => {
    const { id, token, captureId } = await booked(slots[1]!, "webhookfirst@example.com");
    const failing = vi.spyOn(t.services.payments, "refund").mockRejectedValueOnce(new PaymentProviderUnavailableError("timeout"));
    expect(await (await cancel(token)).json()).toMatchObject({ status: "cancelled", refund: { status: "pending" } });
    failing.mockRestore();
    expect(await refundedWebhook("WH-REFUND-PENDING", captureId)).toEqual({ status: "applied" });
    const [refund] = await refundsOf(id);
    expect(refund!.status).toBe("completed");
    expect((await settleDepositRefund(t.services, refund!.id)).status).toBe("completed");
    expect(refundCalls(captureId)).toHaveLength(0);
  });
});
