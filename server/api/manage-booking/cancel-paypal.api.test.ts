import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { PaymentProviderUnavailableError } from "#integrations/payments/payment-provider.ts";
import { settleDepositRefund } from "#server/payments/deposit-refund.ts";
import { TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { appointmentRow, paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { withFakePaypalApp } from "#tests/support/fake-paypal-app.ts";

const paypal = withFakePaypalApp();
let slots: string[];
const db = () => paypal.t.services.database.db;

beforeAll(async () => {
  slots = await openSlots(paypal.t.app);
}, 60_000);

const cancel = (token: string) =>
  paypal.t.app.request(`/api/manage-booking/${token}/cancel`, { method: "POST", headers: { origin: TEST_ORIGIN } });
const refundCalls = (captureId: string) =>
  paypal.fake.requests.filter((r) => r.method === "POST" && r.path === `/v2/payments/captures/${captureId}/refund`);
const refundsOf = (appointmentId: string) => db().select().from(depositRefunds).where(eq(depositRefunds.appointmentId, appointmentId));

/** PayPal's PAYMENT.CAPTURE.REFUNDED for a capture, signed as PayPal would. */
async function refundedWebhook(eventId: string, captureId: string) {
  const body = JSON.stringify({
    id: eventId,
    event_type: "PAYMENT.CAPTURE.REFUNDED",
    resource_type: "refund",
    resource: {
      id: `R-${eventId}`,
      status: "COMPLETED",
      links: [{ rel: "up", href: `${paypal.fake.url}/v2/payments/captures/${captureId}` }],
    },
  });
  const response = await paypal.t.app.request("/paypal/webhook", { method: "POST", headers: paypal.fake.signWebhook(body), body });
  return (await response.json()) as { status: string };
}

async function booked(slot: string, email: string) {
  const id = await paidAppointment(paypal.t, slot, email, paypal.fake);
  const row = await appointmentRow(paypal.t, id);
  return {
    id,
    token: paypal.t.services.manageLinks.tokenFor(id),
    captureId: paypal.fake.orders.get(row.paymentOrderId!)!.capture!.id,
    orderId: row.paymentOrderId!,
  };
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
    const failing = vi.spyOn(paypal.t.services.payments, "refund").mockRejectedValueOnce(new PaymentProviderUnavailableError("timeout"));
    expect(await (await cancel(token)).json()).toMatchObject({ status: "cancelled", refund: { status: "pending" } });
    failing.mockRestore();
    expect(await refundedWebhook("WH-REFUND-PENDING", captureId)).toEqual({ status: "applied" });
    const [refund] = await refundsOf(id);
    expect(refund!.status).toBe("completed");
    expect((await settleDepositRefund(paypal.t.services, refund!.id)).status).toBe("completed");
    expect(refundCalls(captureId)).toHaveLength(0);
  });
});
