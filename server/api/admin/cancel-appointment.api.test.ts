import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CancelAppointmentResponse } from "#contracts/admin.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { testProviderOrders } from "#db/schema/payments.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { adminPost, appointmentRow, paidAppointment, type AdminHeaders } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
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
afterEach(() => vi.useRealTimers());

const cancel = (appointmentId: string, refundDeposit: boolean) =>
  adminPost(t, admin, "/api/admin/cancel-appointment", { appointmentId, refundDeposit });
const refundedCents = async (appointmentId: string) => {
  const row = await appointmentRow(t, appointmentId);
  const [order] = await db().select().from(testProviderOrders).where(eq(testProviderOrders.id, row.paymentOrderId!));
  return order!.refundedCents;
};
const auditOf = (appointmentId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.appointmentId, appointmentId), eq(auditEvents.action, "appointment.cancelled")));

describe("the practitioner cancels an appointment", () => {
  it("keeps the deposit when chosen, even with plenty of notice", async () => {
    const id = await paidAppointment(t, slots[1]!, "kept@example.com");
    const response = await cancel(id, false);
    expect(await response.json()).toMatchObject({ refund: null, appointment: { id, cancelled: true } });
    expect((await appointmentRow(t, id)).status).toBe("cancelled");
    expect(await refundedCents(id)).toBe(0);
    const [audit] = await auditOf(id);
    expect(audit!.details).toEqual({ depositRefunded: false, amountCents: 0 });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "kept@example.com"), eq(mailOutbox.kind, "booking-cancellation")));
    expect(mail!.textBody).toContain("Your $90 deposit is not refunded.");
  });

  it("needs the choice, a known appointment and a signed-in practitioner", async () => {
    const id = await paidAppointment(t, slots[2]!, "choice@example.com");
    expect((await adminPost(t, admin, "/api/admin/cancel-appointment", { appointmentId: id })).status).toBe(400);
    expect((await cancel("7b0f6f0c-93c3-4b7e-9d6e-1f0c3c1f2a11", true)).status).toBe(404);
    const anonymous = await t.app.request("/api/admin/cancel-appointment", {
      method: "POST",
      headers: { "content-type": "application/json", origin: admin.origin },
      body: JSON.stringify({ appointmentId: id, refundDeposit: true }),
    });
    expect(anonymous.status).toBe(401);
    expect((await appointmentRow(t, id)).status).toBe("confirmed");
  });
  it("refunds the deposit when chosen, even inside the notice (the waiver), and records it", async () => {
    const id = await paidAppointment(t, slots[0]!, "waived@example.com");
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(Date.parse(slots[0]!) - 2 * 3_600_000) });
    // Two hours before the session, days from now: the session signed in at the real time has lapsed.
    admin = await signInAsAdmin(t.app);
    const response = await cancel(id, true);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CancelAppointmentResponse;
    expect(body).toMatchObject({ refund: "completed", appointment: { id, cancelled: true } });
    expect(await refundedCents(id)).toBe(9_000);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ actor: "admin", details: { depositRefunded: true, amountCents: 9_000 } });
    expect(JSON.stringify(audit)).not.toContain("waived@example.com");
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "waived@example.com"), eq(mailOutbox.kind, "booking-cancellation")));
    expect(mail!.textBody).toContain("we have cancelled your ACL Rehabilitation Consultation");
    expect(mail!.textBody).toContain("$90 deposit is being refunded in full");

    // Again (a second click): the same outcome, nothing more.
    expect(await (await cancel(id, true)).json()).toMatchObject({ refund: "completed" });
    expect(await db().select().from(depositRefunds).where(eq(depositRefunds.appointmentId, id))).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
