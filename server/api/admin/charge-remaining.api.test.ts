import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChargeRemainingResponse } from "#contracts/admin.ts";
import { auditEvents, paymentLinks } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentOrders, testProviderOrders } from "#db/schema/payments.ts";
import { testAdminSettings, signInAsAdmin } from "#tests/support/admin-session.ts";
import { adminPost, appointmentRow, completedAppointment, type AdminHeaders } from "#tests/support/balance-fixtures.ts";
import { holdSlot, openSlots } from "#tests/support/booking-fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: AdminHeaders;
let slots: string[];
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp({ ...testAdminSettings, PUBLIC_URL: "https://clinic.example" });
  admin = await signInAsAdmin(t.app);
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());

const charge = (body: Record<string, unknown>) => adminPost(t, admin, "/api/admin/charge-remaining", body);

async function mailsTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.createdAt);
}

async function auditOf(appointmentId: string) {
  return db().select().from(auditEvents).where(eq(auditEvents.appointmentId, appointmentId)).orderBy(auditEvents.at);
}

describe("POST /api/admin/charge-remaining with the test provider", () => {
  it("is behind the sign-in", async () => {
    const response = await t.app.request("/api/admin/charge-remaining", {
      method: "POST",
      headers: { "content-type": "application/json", origin: admin.origin },
      body: JSON.stringify({ appointmentId: crypto.randomUUID() }),
    });
    expect(response.status).toBe(401);
  });

  it("charges the saved method for the fee schedule's balance, once, and mails the receipt", async () => {
    const id = await completedAppointment(t, admin, slots[0]!, "charged@example.com");
    const response = await charge({ appointmentId: id, testOutcome: "approve" });
    expect(response.status).toBe(200);
    expect((await response.json()) as ChargeRemainingResponse).toEqual({ charged: true });

    const row = await appointmentRow(t, id);
    expect(row.balancePaidAt).not.toBeNull();
    expect(row.balanceCents).toBe(9_000);
    const [order] = await db()
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.appointmentId, id), eq(paymentOrders.purpose, "balance")));
    expect(order).toMatchObject({
      status: "captured",
      amountCents: 9_000,
      currency: "AUD",
      capturedAmountCents: 9_000,
      savedMethodId: row.savedPaymentMethodId,
    });
    const [provider] = await db().select().from(testProviderOrders).where(eq(testProviderOrders.id, order!.providerOrderId!));
    expect(provider).toMatchObject({ status: "COMPLETED", amountCents: 9_000, reference: order!.id });

    const receipt = (await mailsTo("charged@example.com")).find((m) => m.kind === "balance-receipt")!;
    expect(receipt.subject).toBe("Receipt: ACL Rehabilitation Consultation paid in full");
    expect(receipt.textBody).toContain("Balance paid: $90 AUD");
    expect(receipt.textBody).toContain("Deposit paid: $90 AUD");
    expect(receipt.textBody).toContain("Total paid: $180 AUD");
    expect(receipt.textBody).toContain("ABN: 12 345 678 901");
    expect(receipt.textBody).toContain("No real money moves.");
    // Clinical notes never go in a receipt.
    expect(receipt.textBody).not.toContain("Left ACL");

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toContain("balance.charged");
    const charged = audit.find((a) => a.action === "balance.charged")!;
    expect(charged.details).toMatchObject({ amountCents: 9_000, currency: "AUD", paymentOrderId: order!.id });
    expect(JSON.stringify(charged.details)).not.toContain("charged@example.com");

    // Charging again moves no money: the balance is paid.
    const again = await charge({ appointmentId: id });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "The balance of this appointment has already been paid." });
  });

  it("falls back to a payment link, mailed to the patient, when the saved method is declined", async () => {
    const id = await completedAppointment(t, admin, slots[1]!, "declined@example.com");
    const response = await charge({ appointmentId: id, testOutcome: "decline" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ChargeRemainingResponse;
    expect(body).toMatchObject({ charged: false, reason: "declined" });
    expect(body.paymentUrl).toMatch(/^https:\/\/clinic\.example\/pay-balance\/[A-Za-z0-9_-]{43}$/);
    expect((await appointmentRow(t, id)).balancePaidAt).toBeNull();

    const [link] = await db().select().from(paymentLinks).where(eq(paymentLinks.appointmentId, id));
    const token = body.paymentUrl!.split("/").pop()!;
    expect(link!.tokenHash).not.toContain(token);
    expect(link).toMatchObject({ amountCents: 9_000, currency: "AUD", usedAt: null });
    // PAYMENT_LINK_HOURS defaults to a week.
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeGreaterThan(167 * 3_600_000);

    const mail = (await mailsTo("declined@example.com")).find((m) => m.kind === "balance-payment-link")!;
    expect(mail.textBody).toContain(body.paymentUrl);
    expect(mail.textBody).toContain("$90 AUD");
    expect(mail.textBody).toMatch(/The link works until \w+day \d+ \w+ \d{4}, .* \(Melbourne time\)/);
    expect(mail.textBody).toContain("No real money moves.");
    expect((await auditOf(id)).map((a) => a.action)).toEqual(expect.arrayContaining(["balance.declined", "balance.link_created"]));

    // Asked again, the practitioner gets the same open link, and the patient no second mail.
    const again = (await (await charge({ appointmentId: id })).json()) as ChargeRemainingResponse;
    expect(again).toEqual({ charged: false, paymentUrl: body.paymentUrl, reason: "declined" });
    expect((await mailsTo("declined@example.com")).filter((m) => m.kind === "balance-payment-link")).toHaveLength(1);
    expect(await db().select().from(paymentLinks).where(eq(paymentLinks.appointmentId, id))).toHaveLength(1);
  });

  it("falls back to a payment link when the provider needs the payer", async () => {
    const id = await completedAppointment(t, admin, slots[2]!, "payer-action@example.com");
    const body = (await (await charge({ appointmentId: id, testOutcome: "payer-action-required" })).json()) as ChargeRemainingResponse;
    expect(body).toMatchObject({ charged: false, reason: "payer-action-required" });
    const [order] = await db()
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.appointmentId, id), eq(paymentOrders.purpose, "balance")));
    expect(order).toMatchObject({ status: "declined", outcome: "payer_action_required" });
  });

  it("sends a link when no payment method was saved", async () => {
    const id = await completedAppointment(t, admin, slots[3]!, "nosaved@example.com");
    await db().update(appointments).set({ savedPaymentMethodId: null }).where(eq(appointments.id, id));
    const body = (await (await charge({ appointmentId: id })).json()) as ChargeRemainingResponse;
    expect(body).toMatchObject({ charged: false, reason: "no-saved-method" });
    // Nothing was asked of the provider.
    expect(
      await db()
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.appointmentId, id), eq(paymentOrders.purpose, "balance"))),
    ).toEqual([]);
  });

  it("refuses a consultation not yet marked complete, and an unknown appointment", async () => {
    const holdId = await holdSlot(t.app, slots[4]!);
    const early = await charge({ appointmentId: holdId });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: "Mark the consultation complete before collecting the balance." });
    const unknown = await charge({ appointmentId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const invalid = await charge({ appointmentId: "nope" });
    expect(invalid.status).toBe(400);
  });
});
