import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChargeRemainingResponse } from "#contracts/admin.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { TEST_ADMIN_PASSWORD, signInAsAdmin } from "#tests/support/admin-session.ts";
import { adminPost, appointmentRow, completedAppointment, type AdminHeaders } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { paypalSettingsFor, startFakePaypal, type FakePaypal } from "#tests/support/fake-paypal/fake-paypal.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let fake: FakePaypal;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: AdminHeaders;
let slots: string[];
const db = () => t.services.database.db;

beforeAll(async () => {
  fake = await startFakePaypal();
  t = await createTestApp({
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...paypalSettingsFor(fake),
  });
  admin = await signInAsAdmin(t.app);
  slots = await openSlots(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  expect(fake.violations.splice(0)).toEqual([]);
});

const charge = (appointmentId: string, extra: Record<string, unknown> = {}) =>
  adminPost(t, admin, "/api/admin/charge-remaining", { appointmentId, ...extra });

const vaultCharges = () =>
  fake.requests.filter((r) => r.path === "/v2/checkout/orders" && (r.body as { payment_source?: { paypal?: { vault_id?: string } } }).payment_source?.paypal?.vault_id);

const balanceOrders = (appointmentId: string) =>
  db().select().from(paymentOrders).where(and(eq(paymentOrders.appointmentId, appointmentId), eq(paymentOrders.purpose, "balance")));

describe("POST /api/admin/charge-remaining through PayPal (the contract-checked fake)", () => {
  it("charges the vaulted wallet as a merchant-initiated, unscheduled, subsequent payment", async () => {
    const id = await completedAppointment(t, admin, slots[0]!, "vault@example.com", fake);
    const before = vaultCharges().length;
    const response = await charge(id, { testOutcome: "decline" });
    // testOutcome is for the test provider only: PayPal decides.
    expect((await response.json()) as ChargeRemainingResponse).toEqual({ charged: true });

    const [sent] = vaultCharges().slice(before);
    const row = await appointmentRow(t, id);
    const [order] = await balanceOrders(id);
    expect(sent!.headers["paypal-request-id"]).toBe(`balance-charge-${order!.id}`);
    expect(sent!.body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ custom_id: order!.id, amount: { currency_code: "AUD", value: "90.00" } }],
      payment_source: { paypal: { vault_id: row.savedPaymentMethodId } },
      application_context: { stored_payment_source: { payment_initiator: "MERCHANT", payment_type: "UNSCHEDULED", usage: "SUBSEQUENT" } },
    });
    expect(row.balancePaidAt).not.toBeNull();
    expect(order).toMatchObject({ status: "captured", capturedAmountCents: 9_000, capturedCurrency: "AUD", providerOrderId: fake.orders.get(order!.providerOrderId!)!.id });
  });

  it("sends a payment link when PayPal declines the wallet", async () => {
    const id = await completedAppointment(t, admin, slots[1]!, "vault-declined@example.com", fake);
    fake.declineNextCapture();
    const body = (await (await charge(id)).json()) as ChargeRemainingResponse;
    expect(body).toMatchObject({ charged: false, reason: "declined" });
    expect((await appointmentRow(t, id)).balancePaidAt).toBeNull();
    expect((await balanceOrders(id)).map((o) => o.status)).toEqual(["declined"]);
  });

  it("sends a payment link when PayPal answers PAYER_ACTION_REQUIRED", async () => {
    const id = await completedAppointment(t, admin, slots[2]!, "vault-action@example.com", fake);
    fake.requirePayerActionNext();
    const body = (await (await charge(id)).json()) as ChargeRemainingResponse;
    expect(body).toMatchObject({ charged: false, reason: "payer-action-required" });
    expect((await balanceOrders(id)).map((o) => o.outcome)).toEqual(["payer_action_required"]);
  });

  it("charges once when fifty requests arrive together", async () => {
    const id = await completedAppointment(t, admin, slots[3]!, "fifty@example.com", fake);
    const chargesBefore = fake.charges;
    // A slow PayPal, so that the requests overlap the charge.
    fake.delayNext("/v2/checkout/orders", 300);
    const responses = await Promise.all(Array.from({ length: 50 }, () => charge(id)));
    const answers = await Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as unknown })));

    expect(fake.charges - chargesBefore).toBe(1);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toEqual([{ status: 200, body: { charged: true } }]);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(["A charge for this balance is already in progress. Please wait a moment.", "The balance of this appointment has already been paid."]).toContain(
        (refused.body as { error: string }).error,
      );
    }
    expect((await balanceOrders(id)).map((o) => o.status)).toEqual(["captured"]);
    const receipts = await db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, "fifty@example.com"), eq(mailOutbox.kind, "balance-receipt")));
    expect(receipts).toHaveLength(1);
    const charged = await db().select().from(auditEvents).where(and(eq(auditEvents.appointmentId, id), eq(auditEvents.action, "balance.charged")));
    expect(charged).toHaveLength(1);
  });
});
