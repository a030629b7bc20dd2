import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChargeRemainingResponse } from "#contracts/admin.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { receipts } from "#db/schema/receipts.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import {
  adminPost,
  appointmentRow,
  completedAppointment,
  vaultChargeRequests,
  type AdminHeaders,
} from "#tests/support/balance-fixtures.ts";
import { openSlots, postJson } from "#tests/support/booking-fixtures.ts";
import { withFakePaypalApp } from "#tests/support/fake-paypal-app.ts";

/**
 * Collecting a balance when things go wrong at the same time, through the contract-checked fake PayPal:
 * PayPal charges the wallet but its answer never arrives, and the patient pays the emailed link while the
 * practitioner clicks "Charge". Each time the money is taken exactly once, for the balance.
 */

/** The next call to a path starting with this is made, and PayPal does it, but its answer is lost: a time-out. */
let loseAnswerTo: string | null = null;
const losingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  if (loseAnswerTo === null || !path.startsWith(loseAnswerTo)) return response;
  loseAnswerTo = null;
  await response.arrayBuffer();
  throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
};

const paypal = withFakePaypalApp(testAdminSettings, { fetch: losingFetch });
let admin: AdminHeaders;
let slots: string[];
const db = () => paypal.t.services.database.db;

beforeAll(async () => {
  admin = await signInAsAdmin(paypal.t.app);
  slots = await openSlots(paypal.t.app);
}, 60_000);

const charge = async (appointmentId: string) => {
  const response = await adminPost(paypal.t, admin, "/api/admin/charge-remaining", { appointmentId });
  return { status: response.status, body: (await response.json()) as ChargeRemainingResponse | { error: string } };
};
const vaultCharges = (vaultId: string) => vaultChargeRequests(paypal.fake, vaultId);
const balanceOrders = (appointmentId: string) =>
  db()
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.appointmentId, appointmentId), eq(paymentOrders.purpose, "balance")));

/** What the site recorded of the balance: its receipts, receipt mails and audit lines of a payment. */
async function recordedPayments(appointmentId: string, email: string) {
  const balanceReceipts = await db()
    .select()
    .from(receipts)
    .where(and(eq(receipts.appointmentId, appointmentId), eq(receipts.kind, "balance")));
  const mails = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "balance-receipt")));
  const audits = await db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.appointmentId, appointmentId), inArray(auditEvents.action, ["balance.charged", "balance.paid_by_link"])));
  return { receipts: balanceReceipts.map((r) => r.amountCents), mails: mails.length, audits: audits.map((a) => a.action) };
}

describe("a balance charge whose answer PayPal never gave", () => {
  it("is resumed under the same PayPal-Request-Id once its lease has passed: one charge, recorded once", async () => {
    const email = "timeout@example.com";
    const id = await completedAppointment(paypal.t, admin, slots[0]!, email, paypal.fake);
    const vaultId = (await appointmentRow(paypal.t, id)).savedPaymentMethodId!;
    const chargesBefore = paypal.fake.charges;

    loseAnswerTo = "/v2/checkout/orders";
    const timedOut = await charge(id);
    expect(timedOut).toEqual({ status: 503, body: { error: "The payment service is not answering. Please try again in a moment." } });
    // PayPal took the money; the site does not know it yet and records nothing paid.
    expect(paypal.fake.charges - chargesBefore).toBe(1);
    expect((await appointmentRow(paypal.t, id)).balancePaidAt).toBeNull();
    const [claim] = await balanceOrders(id);
    expect(claim).toMatchObject({ status: "created", amountCents: 9_000, savedMethodId: vaultId, captureId: null });

    // Clicking again at once reaches nobody: the first charge may still be under way.
    expect(await charge(id)).toEqual({
      status: 409,
      body: { error: "A charge for this balance is already in progress. Please wait a moment." },
    });
    expect(vaultCharges(vaultId)).toHaveLength(1);

    // Once the lease has passed, the same charge is asked for again, and PayPal answers the first one.
    await db()
      .update(paymentOrders)
      .set({ updatedAt: sql`${paymentOrders.updatedAt} - interval '2 minutes'` })
      .where(eq(paymentOrders.id, claim!.id));
    expect(await charge(id)).toEqual({ status: 200, body: { charged: true } });

    expect(paypal.fake.charges - chargesBefore).toBe(1);
    const calls = vaultCharges(vaultId);
    expect(calls.map((call) => call.headers["paypal-request-id"])).toEqual([`balance-charge-${claim!.id}`, `balance-charge-${claim!.id}`]);
    expect(await balanceOrders(id)).toMatchObject([
      { id: claim!.id, status: "captured", capturedAmountCents: 9_000, capturedCurrency: "AUD" },
    ]);
    expect((await appointmentRow(paypal.t, id)).balancePaidAt).not.toBeNull();
    expect(await recordedPayments(id, email)).toEqual({ receipts: [9_000], mails: 1, audits: ["balance.charged"] });
    expect(await charge(id)).toEqual({ status: 409, body: { error: "The balance of this appointment has already been paid." } });
  });
});

describe("the patient paying the emailed link while the practitioner clicks Charge", () => {
  it("takes the balance once, through the link, whoever comes first", async () => {
    const email = "race@example.com";
    const id = await completedAppointment(paypal.t, admin, slots[1]!, email, paypal.fake);
    // The saved wallet is declined: the patient is sent a link.
    paypal.fake.declineNextCapture();
    const declined = await charge(id);
    expect(declined.body).toMatchObject({ charged: false, reason: "declined" });
    const token = new URL((declined.body as { paymentUrl: string }).paymentUrl).pathname.split("/").pop()!;
    const created = await paypal.t.app.request(`/api/payment-links/${token}/order`, { method: "POST" });
    expect(created.status).toBe(201);
    const { id: orderId } = (await created.json()) as { id: string };
    paypal.fake.approve(orderId);
    const chargesBefore = paypal.fake.charges;

    // A slow capture, so that the practitioner's clicks arrive while the patient's payment is under way.
    paypal.fake.delayNext(`/v2/checkout/orders/${orderId}/capture`, 300);
    const [paid, ...clicks] = await Promise.all([
      postJson(paypal.t.app, `/api/payment-links/${token}/capture`, { orderId }),
      ...Array.from({ length: 5 }, () => charge(id)),
    ]);

    expect(paid!.status).toBe(200);
    expect(await paid!.json()).toMatchObject({ status: "paid", amountCents: 9_000 });
    for (const click of clicks) {
      // Before the payment the link is sent again (no charge); after it, the balance is paid.
      expect([200, 409]).toContain(click.status);
      if (click.status === 200) expect(click.body).toMatchObject({ charged: false, paymentUrl: expect.stringContaining(token) });
      else expect(click.body).toEqual({ error: "The balance of this appointment has already been paid." });
    }
    expect(paypal.fake.charges - chargesBefore).toBe(1);
    expect(paypal.fake.orders.get(orderId)).toMatchObject({
      status: "COMPLETED",
      purchaseUnit: { amount: { value: "90.00", currency_code: "AUD" } },
    });
    expect((await balanceOrders(id)).map((order) => [order.status, order.capturedAmountCents])).toEqual(
      expect.arrayContaining([
        ["declined", null],
        ["captured", 9_000],
      ]),
    );
    expect(await balanceOrders(id)).toHaveLength(2);
    expect(await recordedPayments(id, email)).toEqual({ receipts: [9_000], mails: 1, audits: ["balance.paid_by_link"] });
  });
});
