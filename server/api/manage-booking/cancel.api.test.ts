import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentOrders, testProviderOrders } from "#db/schema/payments.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { receipts } from "#db/schema/receipts.ts";
import { PaymentProviderUnavailableError } from "#integrations/payments/payment-provider.ts";
import { settleDepositRefund } from "#server/payments/deposit-refund.ts";
import { findAppointmentByRoomToken } from "#server/video-room/room-link.ts";
import { TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { appointmentRow, paidAppointment } from "#tests/support/balance-fixtures.ts";
import { holdSlot, openSlots, patient } from "#tests/support/booking-fixtures.ts";
import { icsEventProperties, icsText } from "#tests/support/ics-properties.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let slots: string[];
const db = () => t.services.database.db;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A paid booking and its manage-booking token (the one the confirmation mail carries). */
async function booked(slot: string, email: string) {
  const id = await paidAppointment(t, slot, email);
  return { id, token: t.services.manageLinks.tokenFor(id), start: new Date(slot) };
}

/** The clock at `minutes` before the appointment's start (Date only: the database and timers run on). */
const at = (start: Date, minutes: number) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(start.getTime() - minutes * MINUTE) });

const view = async (token: string) => {
  const response = await t.app.request(`/api/manage-booking/${token}`);
  return { status: response.status, body: (await response.json()) as ManageBookingView };
};
const cancel = (token: string, origin = TEST_ORIGIN) =>
  t.app.request(`/api/manage-booking/${token}/cancel`, { method: "POST", headers: { origin } });

const mailsTo = (email: string, kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
const refundsOf = (appointmentId: string) => db().select().from(depositRefunds).where(eq(depositRefunds.appointmentId, appointmentId));
const inviteOf = (mail: { attachments: { ref: unknown; contentType: string }[] }) =>
  Buffer.from((mail.attachments[0]!.ref as { base64: string }).base64, "base64").toString("utf8");

describe("the manage-booking link", () => {
  it("gives the room's link of an appointment whose mails were written before the room existed, and makes it work", async () => {
    const { id, token } = await booked(slots[8]!, "before-rooms@example.com");
    await db().update(appointments).set({ roomTokenHash: null }).where(eq(appointments.id, id));
    const roomToken = t.services.roomLinks.tokenFor(id);
    expect((await view(token)).body.room?.path).toBe(`/consultation/${roomToken}`);
    expect((await findAppointmentByRoomToken(db(), roomToken))?.id).toBe(id);
  });

  it("is in the confirmation with the real rule, and shows the appointment, its notice and what cancelling does", async () => {
    const { id, token, start } = await booked(slots[0]!, "view@example.com");
    const [confirmation] = await mailsTo("view@example.com", "booking-confirmation");
    expect(confirmation!.textBody).toContain(`Manage your booking: http://localhost:3000/manage-booking/${token}`);
    expect(confirmation!.textBody).toContain(
      "(24 hours before your appointment) you can move it or cancel with your deposit refunded in full",
    );
    expect(confirmation!.textBody).not.toContain("Reply to this email at least 24 hours");
    expect(icsText(icsEventProperties(inviteOf(confirmation!)).get("DESCRIPTION")!)).toContain(`/manage-booking/${token}`);

    at(start, 24 * 60);
    const before = await view(token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      status: "confirmed",
      scheduling: "builtin",
      startTime: start.toISOString(),
      patientTimeZone: "Australia/Perth",
      depositCents: 9_000,
      noticeHours: 24,
      noticeDeadline: new Date(start.getTime() - 24 * 60 * MINUTE).toISOString(),
      cancelNow: "refund",
      canReschedule: true,
      refund: null,
      room: { path: `/consultation/${t.services.roomLinks.tokenFor(id)}`, opensAt: new Date(start.getTime() - 30 * MINUTE).toISOString() },
      intake: { path: `/manage-booking/${token}/intake`, submitted: false },
      calendly: null,
    });
    expect(JSON.stringify(before.body)).not.toContain(patient.name);
    at(start, 24 * 60 - 1);
    expect((await view(token)).body).toMatchObject({ cancelNow: "keep", canReschedule: false });
    expect((await appointmentRow(t, id)).status).toBe("confirmed");
  });

  it("answers 404 for an unknown or malformed token, and once the appointment is over", async () => {
    expect((await view("A".repeat(43))).status).toBe(404);
    expect((await view("short")).status).toBe(404);
    expect((await cancel("A".repeat(43))).status).toBe(404);
    const { token, start } = await booked(slots[1]!, "over@example.com");
    at(start, -31);
    expect((await view(token)).status).toBe(404);
    expect((await cancel(token)).status).toBe(404);
  });

  it("refuses a cancel from another site", async () => {
    const { id, token } = await booked(slots[2]!, "csrf@example.com");
    expect((await cancel(token, "https://evil.example")).status).toBe(403);
    expect((await appointmentRow(t, id)).status).toBe("confirmed");
  });
});

describe("cancelling on the manage-booking page", () => {
  it("with exactly 24 hours' notice: cancelled, the time free at once, the deposit refunded once, mails with METHOD:CANCEL", async () => {
    const { id, token, start } = await booked(slots[3]!, "refund@example.com");
    at(start, 24 * 60);
    const response = await cancel(token);
    expect(response.status).toBe(200);
    // A cancelled appointment's page offers no room, and no form.
    expect(await response.json()).toMatchObject({
      status: "cancelled",
      refund: { amountCents: 9_000, status: "completed" },
      room: null,
      intake: null,
    });
    const row = await appointmentRow(t, id);
    expect(row).toMatchObject({ status: "cancelled", inviteSequence: 1 });

    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, row.paymentOrderId!));
    expect(order!.status).toBe("refunded");
    const [provider] = await db().select().from(testProviderOrders).where(eq(testProviderOrders.id, row.paymentOrderId!));
    expect(provider!.refundedCents).toBe(9_000);

    // A double click, a retry: the same answer, no second refund, no second mail.
    const again = await cancel(token);
    expect(await again.json()).toMatchObject({ status: "cancelled", refund: { status: "completed" } });
    expect(await refundsOf(id)).toHaveLength(1);
    const [providerAfter] = await db().select().from(testProviderOrders).where(eq(testProviderOrders.id, row.paymentOrderId!));
    expect(providerAfter!.refundedCents).toBe(9_000);

    const mails = await mailsTo("refund@example.com", "booking-cancellation");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("Your $90 deposit is being refunded in full");
    expect(mails[0]!.attachments[0]!.contentType).toContain("method=CANCEL");
    const ics = inviteOf(mails[0]!);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`UID:${id}@`);
    // The refund's credit note, crediting the deposit's receipt, once, attached to the cancellation.
    const documents = await db().select().from(receipts).where(eq(receipts.appointmentId, id));
    const deposit = documents.find((document) => document.kind === "deposit")!;
    const credit = documents.filter((document) => document.kind === "refund");
    expect(credit).toHaveLength(1);
    expect(credit[0]).toMatchObject({ amountCents: 9_000, creditsReceiptNumber: deposit.number });
    expect(mails[0]!.attachments.map((attachment) => (attachment as { filename: string }).filename)).toContain(
      `credit-note-CN-${String(credit[0]!.number).padStart(6, "0")}.pdf`,
    );
    expect(mails[0]!.textBody).toContain("The credit note for the refund is attached");
    const practice = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Cancelled: ${patient.name}, ${mails[0]!.subject.split(", ").slice(1).join(", ")}`));
    expect(practice).toHaveLength(1);
    expect(practice[0]!.textBody).toContain("$90 refunded in full");

    vi.useRealTimers();
    // The time is offered and can be held again at once.
    await holdSlot(t.app, slots[3]!, { ...patient, email: "next@example.com" });
  });

  it("with 24 hours 1 minute: refunded; with 23 hours 59 minutes: cancelled and the deposit kept", async () => {
    const early = await booked(slots[4]!, "early@example.com");
    at(early.start, 24 * 60 + 1);
    expect(await (await cancel(early.token)).json()).toMatchObject({ status: "cancelled", refund: { status: "completed" } });

    const late = await booked(slots[5]!, "late@example.com");
    at(late.start, 24 * 60 - 1);
    expect((await view(late.token)).body.cancelNow).toBe("keep");
    expect(await (await cancel(late.token)).json()).toMatchObject({ status: "cancelled", refund: null });
    expect(await refundsOf(late.id)).toEqual([]);
    const row = await appointmentRow(t, late.id);
    const [provider] = await db().select().from(testProviderOrders).where(eq(testProviderOrders.id, row.paymentOrderId!));
    expect(provider!.refundedCents).toBe(0);
    const [mail] = await mailsTo("late@example.com", "booking-cancellation");
    expect(mail!.textBody).toContain("less than 24 hours before the appointment, the $90 deposit is kept");
    expect(inviteOf(mail!)).toContain("METHOD:CANCEL");
  });

  it("refuses once the appointment has started", async () => {
    const { id, token, start } = await booked(slots[6]!, "started@example.com");
    at(start, -1);
    expect((await cancel(token)).status).toBe(409);
    expect((await appointmentRow(t, id)).status).toBe("confirmed");
  });

  it("keeps the cancellation when the provider fails, and retries the refund to one refund", async () => {
    const { id, token, start } = await booked(slots[7]!, "flaky@example.com");
    at(start, 48 * 60);
    const refund = vi.spyOn(t.services.payments, "refund").mockRejectedValueOnce(new PaymentProviderUnavailableError("down"));
    const response = await cancel(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "cancelled", refund: { amountCents: 9_000, status: "pending" } });
    const [mail] = await mailsTo("flaky@example.com", "booking-cancellation");
    expect(mail!.textBody).toContain("is being refunded in full");

    // The queued retry (server/jobs/refund-retries.ts) does this:
    const [pending] = await refundsOf(id);
    expect(pending).toMatchObject({ status: "pending", attempts: 1, lastError: "PaymentProviderUnavailableError" });
    expect((await settleDepositRefund(t.services, pending!.id)).status).toBe("completed");
    expect((await settleDepositRefund(t.services, pending!.id)).status).toBe("completed");
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls.map(([, input]) => input.requestId)).toEqual([`deposit-cancel-refund-${id}`, `deposit-cancel-refund-${id}`]);
    expect((await view(token)).body.refund).toEqual({ amountCents: 9_000, status: "completed" });
    refund.mockRestore();
  });

  it("refunds a paid appointment still waiting for its time", async () => {
    const created = await t.app.request("/paypal/order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...patient, email: "waiting@example.com", timeZone: "Australia/Melbourne" }),
    });
    const { id: orderId } = (await created.json()) as { id: string };
    await t.app.request(`/paypal/test/orders/${orderId}/approve`, { method: "POST" });
    expect((await t.app.request(`/paypal/order/${orderId}/capture`, { method: "POST" })).status).toBe(200);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    const token = t.services.manageLinks.tokenFor(order!.redeemedAppointmentId!);
    const [receipt] = await mailsTo("waiting@example.com", "booking-deposit-receipt");
    expect(receipt!.textBody).toContain(`/manage-booking/${token}`);
    expect((await view(token)).body).toMatchObject({ status: "awaiting_time", startTime: null, cancelNow: "refund", canReschedule: false });
    expect(await (await cancel(token)).json()).toMatchObject({ status: "cancelled", refund: { status: "completed" } });
  });
});
