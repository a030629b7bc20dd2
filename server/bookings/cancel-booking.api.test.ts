import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelAppointmentSchema } from "#contracts/admin.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { testProviderOrders } from "#db/schema/payments.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { NotFoundError } from "#server/errors.ts";
import { appointmentRow, paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { cancelBooking } from "./cancel-booking.ts";

/**
 * The practitioner cancels (the dashboard's 'Cancel appointment', through server/pages/admin-pages.ts): the
 * bookings are paid through the app as the checkout pays them, then cancelled by the use-case.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let slots: string[];
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp();
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());

const cancel = (appointmentId: string, refundDeposit: boolean, now?: Date) =>
  cancelBooking(t.services, {
    appointmentId,
    by: "practice",
    deposit: refundDeposit ? "refund" : "keep",
    clientAddress: "203.0.113.7",
    now,
  });
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
const cancellationMail = async (email: string) => {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "booking-cancellation")));
  return mail!.textBody;
};

describe("the practitioner cancels an appointment", () => {
  it("keeps the deposit when chosen, even with plenty of notice", async () => {
    const id = await paidAppointment(t, slots[1]!, "kept@example.com");
    const cancelled = await cancel(id, false);
    expect(cancelled).toMatchObject({ refund: null, appointment: { id, status: "cancelled" } });
    expect((await appointmentRow(t, id)).status).toBe("cancelled");
    expect(await refundedCents(id)).toBe(0);
    const [audit] = await auditOf(id);
    expect(audit!.details).toEqual({ depositRefunded: false, amountCents: 0 });
    expect(await cancellationMail("kept@example.com")).toContain("Your $90 deposit is not refunded.");
  });

  it("needs the choice (the dashboard's form is read with the shared schema) and a known appointment", async () => {
    const unknown = "7b0f6f0c-93c3-4b7e-9d6e-1f0c3c1f2a11";
    const withoutChoice = cancelAppointmentSchema.safeParse({ appointmentId: unknown });
    expect(withoutChoice.error?.issues.map((issue) => issue.message)).toEqual(["Choose whether the deposit is refunded"]);
    await expect(cancel(unknown, true)).rejects.toThrow(NotFoundError);
  });

  it("refunds the deposit when chosen, even inside the notice (the waiver), and records it", async () => {
    const id = await paidAppointment(t, slots[0]!, "waived@example.com");
    // Two hours before the session, well inside the patient's notice.
    const inside = new Date(Date.parse(slots[0]!) - 2 * 3_600_000);
    const cancelled = await cancel(id, true, inside);
    expect(cancelled).toMatchObject({ refund: { status: "completed" }, appointment: { id, status: "cancelled" } });
    expect(await refundedCents(id)).toBe(9_000);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      actor: "admin",
      clientAddress: "203.0.113.7",
      details: { depositRefunded: true, amountCents: 9_000 },
    });
    expect(JSON.stringify(audit)).not.toContain("waived@example.com");
    const mail = await cancellationMail("waived@example.com");
    expect(mail).toContain("we have cancelled your ACL Rehabilitation Consultation");
    expect(mail).toContain("$90 deposit is being refunded in full");

    // Again (a second click): the same outcome, nothing more.
    expect(await cancel(id, true, inside)).toMatchObject({ refund: { status: "completed" } });
    expect(await db().select().from(depositRefunds).where(eq(depositRefunds.appointmentId, id))).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
