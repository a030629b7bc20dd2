import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChargeRemainingResponse, PaymentLinkView } from "#contracts/admin.ts";
import { auditEvents, paymentLinks } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { testProviderOrders } from "#db/schema/payments.ts";
import { testAdminSettings, signInAsAdmin } from "#tests/support/admin-session.ts";
import { adminPost, appointmentRow, completedAppointment, type AdminHeaders } from "#tests/support/balance-fixtures.ts";
import { openSlots, postJson } from "#tests/support/booking-fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: AdminHeaders;
let slots: string[];
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  admin = await signInAsAdmin(t.app);
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());

/** A completed consultation without a saved wallet: the practitioner's charge sends a link. Its token. */
async function linkFor(start: string, email: string): Promise<{ token: string; appointmentId: string }> {
  const appointmentId = await completedAppointment(t, admin, start, email);
  await db().update(appointments).set({ savedPaymentMethodId: null }).where(eq(appointments.id, appointmentId));
  const body = (await (await adminPost(t, admin, "/api/admin/charge-remaining", { appointmentId })).json()) as ChargeRemainingResponse;
  return { token: new URL(body.paymentUrl!).pathname.split("/").pop()!, appointmentId };
}

const view = (token: string) => t.app.request(`/api/payment-links/${token}`);
const order = (token: string) => t.app.request(`/api/payment-links/${token}/order`, { method: "POST" });
const capture = (token: string, orderId: string) => postJson(t.app, `/api/payment-links/${token}/capture`, { orderId });
const approve = (orderId: string) => t.app.request(`/paypal/test/orders/${orderId}/approve`, { method: "POST" });

async function pay(token: string): Promise<Response> {
  const { id } = (await (await order(token)).json()) as { id: string };
  expect((await approve(id)).status).toBe(200);
  return capture(token, id);
}

describe("the patient's payment link", () => {
  it("shows the balance and the appointment's time, and nothing personal", async () => {
    const { token, appointmentId } = await linkFor(slots[0]!, "link-view@example.com");
    const response = await view(token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PaymentLinkView;
    expect(body).toMatchObject({ status: "open", amountCents: 9_000, currency: "AUD", appointmentStart: slots[0], paidAt: null });
    expect(JSON.stringify(body)).not.toMatch(/link-view@example\.com|Sam Patient|0400|Left ACL/);
    expect((await appointmentRow(t, appointmentId)).balancePaidAt).toBeNull();
  });

  it("answers the same 404 for an unknown token and for one of the wrong shape", async () => {
    for (const token of ["A".repeat(43), "short", "x".repeat(300)]) {
      const response = await view(token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "This payment link is not valid." });
    }
  });

  it("takes the payment once: order, approval, capture; the link is used, the receipt sent, the audit written", async () => {
    const { token, appointmentId } = await linkFor(slots[1]!, "link-pay@example.com");
    const first = await order(token);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // Opening the page again gives the same order, for the link's amount whatever the page might send.
    expect(((await (await order(token)).json()) as { id: string }).id).toBe(id);
    const [provider] = await db().select().from(testProviderOrders).where(eq(testProviderOrders.id, id));
    expect(provider).toMatchObject({ amountCents: 9_000, currency: "AUD" });

    expect((await capture(token, id)).status).toBe(402);
    await approve(id);
    const paid = await capture(token, id);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "paid", amountCents: 9_000 });
    const row = await appointmentRow(t, appointmentId);
    expect(row.balancePaidAt).not.toBeNull();
    const [link] = await db().select().from(paymentLinks).where(eq(paymentLinks.appointmentId, appointmentId));
    expect(link!.usedAt).not.toBeNull();
    const receipts = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "link-pay@example.com"), eq(mailOutbox.kind, "balance-receipt")));
    expect(receipts).toHaveLength(1);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.appointmentId, appointmentId), eq(auditEvents.action, "balance.paid_by_link")));
    expect(audit).toMatchObject({ actor: "patient", details: { amountCents: 9_000, currency: "AUD", providerOrderId: id } });

    // The link then says paid; capturing again changes nothing; a new order is refused.
    expect(await (await view(token)).json()).toMatchObject({ status: "paid" });
    expect(await (await capture(token, id)).json()).toMatchObject({ status: "paid" });
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, "link-pay@example.com"), eq(mailOutbox.kind, "balance-receipt"))),
    ).toHaveLength(1);
    const again = await order(token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This balance has already been paid." });
  });

  it("stops working when it expires", async () => {
    const { token, appointmentId } = await linkFor(slots[2]!, "link-expired@example.com");
    await db()
      .update(paymentLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(paymentLinks.appointmentId, appointmentId));
    expect(await (await view(token)).json()).toMatchObject({ status: "expired" });
    const refused = await order(token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "This payment link has expired. Please contact us for a new one." });
    // The practitioner can then send a new link.
    const fresh = (await (await adminPost(t, admin, "/api/admin/charge-remaining", { appointmentId })).json()) as ChargeRemainingResponse;
    expect(fresh.paymentUrl).not.toContain(token);
    expect((await pay(new URL(fresh.paymentUrl!).pathname.split("/").pop()!)).status).toBe(200);
  });

  it("lets the patient try again after a declined payment", async () => {
    const { token } = await linkFor(slots[3]!, "link-retry@example.com");
    const { id } = (await (await order(token)).json()) as { id: string };
    await t.app.request(`/paypal/test/orders/${id}/decline`, { method: "POST" });
    const declined = await capture(token, id);
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ error: "The payment was declined." });
    const retry = await pay(token);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ status: "paid" });
  });

  it("refuses to capture an order the link did not make", async () => {
    const { token } = await linkFor(slots[4]!, "link-foreign@example.com");
    await order(token);
    const response = await capture(token, "TEST-0000000000000000");
    expect(response.status).toBe(409);
  });
});
