import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChargeRemainingResponse } from "#contracts/admin.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { testAdminSettings, signInAsAdmin } from "#tests/support/admin-session.ts";
import {
  adminPost,
  appointmentRow,
  completedAppointment,
  vaultChargeRequests,
  type AdminHeaders,
} from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { withFakePaypalApp } from "#tests/support/fake-paypal-app.ts";

const paypal = withFakePaypalApp(testAdminSettings);
let admin: AdminHeaders;
let slots: string[];
const db = () => paypal.t.services.database.db;

beforeAll(async () => {
  admin = await signInAsAdmin(paypal.t.app);
  slots = await openSlots(paypal.t.app);
}, 60_000);

const charge = (appointmentId: string, extra: Record<string, unknown> = {}) =>
  adminPost(paypal.t, admin, "/api/admin/charge-remaining", { appointmentId, ...extra });

const vaultCharges = () => vaultChargeRequests(paypal.fake);

const balanceOrders = (appointmentId: string) =>
  db()
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.appointmentId, appointmentId), eq(paymentOrders.purpose, "balance")));

describe("POST /api/admin/charge-remaining through PayPal (the contract-checked fake)", () => {
  it("charges the vaulted wallet as a merchant-initiated, unscheduled, subsequent payment", async () => {
    const id = await completedAppointment(paypal.t, admin, slots[0]!, "vault@example.com", paypal.fake);
    const before = vaultCharges().length;
    const response = await charge(id, { testOutcome: "decline" });
    // testOutcome is for the test provider only: PayPal decides.
    expect((await response.json()) as ChargeRemainingResponse).toEqual({ charged: true });

    const [sent] = vaultCharges().slice(before);
    const row = await appointmentRow(paypal.t, id);
    const [order] = await balanceOrders(id);
    expect(sent!.headers["paypal-request-id"]).toBe(`balance-charge-${order!.id}`);
    expect(sent!.body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ custom_id: order!.id, amount: { currency_code: "AUD", value: "90.00" } }],
      payment_source: { paypal: { vault_id: row.savedPaymentMethodId } },
      application_context: { stored_payment_source: { payment_initiator: "MERCHANT", payment_type: "UNSCHEDULED", usage: "SUBSEQUENT" } },
    });
    expect(row.balancePaidAt).not.toBeNull();
    expect(order).toMatchObject({
      status: "captured",
      capturedAmountCents: 9_000,
      capturedCurrency: "AUD",
      providerOrderId: paypal.fake.orders.get(order!.providerOrderId!)!.id,
    });
  });

  it("sends a payment link when PayPal declines the wallet", async () => {
    const id = await completedAppointment(paypal.t, admin, slots[1]!, "vault-declined@example.com", paypal.fake);
    paypal.fake.declineNextCapture();
    const body = (await (await charge(id)).json()) as ChargeRemainingResponse;
    expect(body).toMatchObject({ charged: false, reason: "declined" });
    expect((await appointmentRow(paypal.t, id)).balancePaidAt).toBeNull();
    expect((await balanceOrders(id)).map((o) => o.status)).toEqual(["declined"]);
  });

  it("sends a payment link when PayPal answers PAYER_ACTION_REQUIRED", async () => {
    const id = await completedAppointment(paypal.t, admin, slots[2]!, "vault-action@example.com", paypal.fake);
    paypal.fake.requirePayerActionNext();
    const body = (await (await charge(id)).json()) as ChargeRemainingResponse;
    expect(body).toMatchObject({ charged: false, reason: "payer-action-required" });
    expect((await balanceOrders(id)).map((o) => o.outcome)).toEqual(["payer_action_required"]);
  });

  it("charges once when fifty requests arrive together", async () => {
    const id = await completedAppointment(paypal.t, admin, slots[3]!, "fifty@example.com", paypal.fake);
    const chargesBefore = paypal.fake.charges;
    // A slow PayPal, so that the requests overlap the charge.
    paypal.fake.delayNext("/v2/checkout/orders", 300);
    const responses = await Promise.all(Array.from({ length: 50 }, () => charge(id)));
    const answers = await Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as unknown })));

    expect(paypal.fake.charges - chargesBefore).toBe(1);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toEqual([{ status: 200, body: { charged: true } }]);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect([
        "A charge for this balance is already in progress. Please wait a moment.",
        "The balance of this appointment has already been paid.",
      ]).toContain((refused.body as { error: string }).error);
    }
    expect((await balanceOrders(id)).map((o) => o.status)).toEqual(["captured"]);
    const receipts = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "fifty@example.com"), eq(mailOutbox.kind, "balance-receipt")));
    expect(receipts).toHaveLength(1);
    const charged = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.appointmentId, id), eq(auditEvents.action, "balance.charged")));
    expect(charged).toHaveLength(1);
  });
});
