import { and, eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appointments, schedulingWebhookEvents } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { createFakeCalendly, FAKE_CALENDLY_BASE, type FakeCalendly } from "#integrations/scheduling/calendly/fake/fake-calendly.ts";
import { applyCalendlyWebhook, calendlyWebhookSchema } from "#server/bookings/apply-calendly-webhook.ts";
import { findAppointmentByManageToken } from "#server/bookings/manage-link.ts";
import { REMINDER_QUEUE } from "#server/reminders/appointment-reminders.ts";
import { appointmentRow, paidAppointment } from "#tests/support/balance-fixtures.ts";
import { paypalSettingsFor, startFakePaypal, type FakePaypal } from "#tests/support/fake-paypal/fake-paypal.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/**
 * Calendly mode with the deposit captured through the contract-checked fake PayPal: Calendly's own
 * cancellation applies the notice rule to the real capture, and Calendly's reschedule (a cancelled invitee
 * plus a new one) moves our appointment, whichever delivery comes first.
 */
const SIGNING_KEY = "whsec-paypal";
const HOUR = 3_600_000;
const hoursAhead = (n: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + n * HOUR);
const OPEN = [30, 32, 34, 36, 54, 56, 58, 60, 78, 80].map(hoursAhead);

let calendly: FakeCalendly;
let paypal: FakePaypal;
let t: Awaited<ReturnType<typeof createTestApp>>;
const queued: { name: string; data: unknown }[] = [];
const db = () => t.services.database.db;

beforeAll(async () => {
  paypal = await startFakePaypal();
  calendly = createFakeCalendly({ token: "calendly-token", signingKey: SIGNING_KEY });
  const eventTypeUri = calendly.addEventType("CONSULT", 30);
  calendly.open("CONSULT", OPEN);
  t = await createTestApp(
    {
      ...paypalSettingsFor(paypal),
      CALENDLY_API_TOKEN: "calendly-token",
      CALENDLY_EVENT_TYPE_URI: eventTypeUri,
      CALENDLY_WEBHOOK_SIGNING_KEY: SIGNING_KEY,
      CALENDLY_API_BASE_URL: FAKE_CALENDLY_BASE,
      HOLDS_PER_HOUR: "1000",
    },
    // One fetch reaches both providers: Calendly's fake in process, the fake PayPal over HTTP.
    {
      fetch: ((input, init) =>
        String(input instanceof Request ? input.url : input).startsWith(FAKE_CALENDLY_BASE)
          ? calendly.fetch(input, init)
          : fetch(input, init)) as typeof fetch,
    },
  );
  // The test app has no job queue; this one records what the reminders ask of it.
  const recorder = { send: (name: string, data: unknown) => (queued.push({ name, data }), Promise.resolve("job")) };
  Object.assign(t.services, { jobs: recorder as unknown as PgBoss });
}, 60_000);
afterAll(async () => {
  await t.close();
  await paypal.close();
});
afterEach(() => {
  expect(paypal.violations.splice(0)).toEqual([]);
});

const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  t.app.request("/api/calendly/webhooks", { method: "POST", headers: delivery.headers, body: delivery.body });
const outcomeOf = async (response: Response) => ((await response.json()) as { outcome: string }).outcome;
const refundCalls = (captureId: string) =>
  paypal.requests.filter((r) => r.method === "POST" && r.path === `/v2/payments/captures/${captureId}/refund`);
const mailsTo = (email: string, kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
const icsOf = (mail: { attachments: { ref: unknown }[] }) =>
  Buffer.from((mail.attachments[0]!.ref as { base64: string }).base64, "base64").toString("utf8");

/**
 * A deposit captured by the fake PayPal for a time booked in Calendly: the hold is paid as the checkout pays
 * it, then the patient's booking in Calendly's widget is linked to it, as invitee.created links it.
 */
async function booked(start: Date, email: string) {
  const id = await paidAppointment(t, start.toISOString(), email, paypal);
  const inCalendly = await t.services.scheduler.book({
    start,
    name: "Pat Calendly",
    email,
    phone: "0412345678",
    timeZone: "Australia/Melbourne",
  });
  const [row] = await db()
    .update(appointments)
    .set({ schedulingProvider: "calendly", externalEventUri: inCalendly.eventUri, externalInviteeUri: inCalendly.inviteeUri })
    .where(eq(appointments.id, id))
    .returning();
  expect(row).toMatchObject({ status: "confirmed", startAt: start });
  expect(row!.depositPaidAt).not.toBeNull();
  return { id, row: row!, inviteeUri: inCalendly.inviteeUri!, captureId: paypal.orders.get(row!.paymentOrderId!)!.capture!.id };
}

describe("Calendly's invitee.canceled for a deposit captured through PayPal", () => {
  it("with the notice: one refund of the capture, however often Calendly delivers it", async () => {
    const { id, inviteeUri, captureId, row } = await booked(OPEN[0]!, "calendly.refund@example.com");
    await t.services.scheduler.cancel({ eventUri: row.externalEventUri, reason: "Patient unwell" });
    const delivery = calendly.webhookDelivery("invitee.canceled", inviteeUri);
    expect(await outcomeOf(await deliver(delivery))).toBe("cancelled");
    expect(await outcomeOf(await deliver(delivery))).toBe("duplicate");
    // A delivery Calendly signs again (a retry after a lost answer) is the same invitee's event.
    expect(await outcomeOf(await deliver(calendly.webhookDelivery("invitee.canceled", inviteeUri)))).toBe("duplicate");

    const calls = refundCalls(captureId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers["paypal-request-id"]).toBe(`deposit-cancel-refund-${id}`);
    expect(calls[0]!.body).toEqual({ amount: { value: "90.00", currency_code: "AUD" } });
    const refunds = await db().select().from(depositRefunds).where(eq(depositRefunds.appointmentId, id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "completed", amountCents: 9_000, captureId });
    expect((await appointmentRow(t, id)).status).toBe("cancelled");
    const [mail] = await mailsTo("calendly.refund@example.com", "booking-cancellation");
    expect(mail!.textBody).toMatch(/refund/i);
  });

  it("inside the notice: cancelled, the deposit kept, no refund asked of PayPal", async () => {
    const { id, inviteeUri, captureId, row } = await booked(OPEN[1]!, "calendly.late@example.com");
    await t.services.scheduler.cancel({ eventUri: row.externalEventUri, reason: "Late" });
    const delivery = calendlyWebhookSchema.parse(JSON.parse(calendly.webhookDelivery("invitee.canceled", inviteeUri).body));
    // The clock two hours before the start: well inside the 24 hours.
    const late = new Date(OPEN[1]!.getTime() - 2 * HOUR);
    expect(await applyCalendlyWebhook(t.services, delivery, late)).toBe("cancelled");
    expect(await applyCalendlyWebhook(t.services, delivery, late)).toBe("duplicate");
    expect(refundCalls(captureId)).toHaveLength(0);
    expect(await db().select().from(depositRefunds).where(eq(depositRefunds.appointmentId, id))).toEqual([]);
    expect((await appointmentRow(t, id)).status).toBe("cancelled");
    const [mail] = await mailsTo("calendly.late@example.com", "booking-cancellation");
    expect(mail!.textBody).toContain("deposit is kept");
  });
});

describe("Calendly's reschedule (the old invitee cancelled, a new one created)", () => {
  async function expectMoved(
    id: string,
    before: Awaited<ReturnType<typeof booked>>["row"],
    to: Date,
    newInviteeUri: string,
    email: string,
  ) {
    const row = await appointmentRow(t, id);
    expect(row).toMatchObject({
      status: "confirmed",
      startAt: to,
      endAt: new Date(to.getTime() + 30 * 60_000),
      externalInviteeUri: newInviteeUri,
      inviteSequence: before.inviteSequence + 1,
      depositCents: before.depositCents,
      depositPaidAt: before.depositPaidAt,
      paymentOrderId: before.paymentOrderId,
    });
    expect(await mailsTo(email, "booking-cancellation")).toEqual([]);
    const updates = await mailsTo(email, "booking-rescheduled");
    expect(updates).toHaveLength(1);
    const ics = icsOf(updates[0]!);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${id}@acltelehealthphysio.com.au`);
    expect(ics).toContain(`SEQUENCE:${before.inviteSequence + 1}`);
    expect(updates[0]!.textBody).toContain("Your deposit carries over");
    // The reminder follows the new time (the old time's job finds the time changed and sends nothing).
    expect(queued).toContainEqual({ name: REMINDER_QUEUE, data: { appointmentId: id, start: to.toISOString() } });
  }

  it("invitee.created first: the appointment, its deposit and manage link move; the cancellation then changes nothing", async () => {
    const email = "calendly.move1@example.com";
    const before = await booked(OPEN[2]!, email);
    const token = t.services.manageLinks.tokenFor(before.id);
    const moved = calendly.reschedule(before.inviteeUri, OPEN[6]!);
    expect(await outcomeOf(await deliver(calendly.webhookDelivery("invitee.created", moved.inviteeUri)))).toBe("moved");
    await expectMoved(before.id, before.row, OPEN[6]!, moved.inviteeUri, email);
    expect((await appointmentRow(t, before.id)).externalEventUri).toBe(moved.eventUri);

    expect(await outcomeOf(await deliver(calendly.webhookDelivery("invitee.canceled", before.inviteeUri)))).toBe("already-moved");
    expect(await outcomeOf(await deliver(calendly.webhookDelivery("invitee.created", moved.inviteeUri)))).toBe("duplicate");
    expect(refundCalls(before.captureId)).toHaveLength(0);
    expect((await appointmentRow(t, before.id)).inviteSequence).toBe(before.row.inviteSequence + 1);
    expect((await findAppointmentByManageToken(db(), token, new Date()))?.startAt).toEqual(OPEN[6]);
  });

  it("invitee.canceled (rescheduled) first: the new time is asked of Calendly and the appointment moves; the creation then changes nothing", async () => {
    const email = "calendly.move2@example.com";
    const before = await booked(OPEN[3]!, email);
    const moved = calendly.reschedule(before.inviteeUri, OPEN[7]!);
    const cancelled = calendly.webhookDelivery("invitee.canceled", before.inviteeUri);
    expect(JSON.parse(cancelled.body).payload).toMatchObject({ rescheduled: true, new_invitee: moved.inviteeUri });
    expect(await outcomeOf(await deliver(cancelled))).toBe("moved");
    await expectMoved(before.id, before.row, OPEN[7]!, moved.inviteeUri, email);

    const created = calendly.webhookDelivery("invitee.created", moved.inviteeUri);
    expect(JSON.parse(created.body).payload).toMatchObject({ old_invitee: before.inviteeUri });
    expect(await outcomeOf(await deliver(created))).toBe("already-moved");
    expect(await outcomeOf(await deliver(cancelled))).toBe("duplicate");
    expect(refundCalls(before.captureId)).toHaveLength(0);
  });

  it("both deliveries at once: one move", async () => {
    const email = "calendly.move3@example.com";
    const before = await booked(OPEN[4]!, email);
    const moved = calendly.reschedule(before.inviteeUri, OPEN[8]!);
    const outcomes = await Promise.all([
      (async () => outcomeOf(await deliver(calendly.webhookDelivery("invitee.canceled", before.inviteeUri))))(),
      (async () => outcomeOf(await deliver(calendly.webhookDelivery("invitee.created", moved.inviteeUri))))(),
    ]);
    expect(outcomes.sort()).toEqual(["already-moved", "moved"]);
    await expectMoved(before.id, before.row, OPEN[8]!, moved.inviteeUri, email);
  });

  it("a move inside the notice is followed (Calendly has already moved it) and the practice is told it was late", async () => {
    const email = "calendly.latemove@example.com";
    const before = await booked(OPEN[5]!, email);
    const moved = calendly.reschedule(before.inviteeUri, OPEN[9]!);
    const delivery = calendlyWebhookSchema.parse(JSON.parse(calendly.webhookDelivery("invitee.created", moved.inviteeUri).body));
    const late = new Date(OPEN[5]!.getTime() - 3 * HOUR);
    expect(await applyCalendlyWebhook(t.services, delivery, late)).toBe("moved");
    const row = await appointmentRow(t, before.id);
    expect(row).toMatchObject({ status: "confirmed", startAt: OPEN[9], depositPaidAt: before.row.depositPaidAt });
    const practice = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "booking-practice-rescheduled"), eq(mailOutbox.replyTo, email)));
    expect(practice).toHaveLength(1);
    expect(practice[0]!.textBody).toContain("Calendly's reschedule page");
    expect(practice[0]!.textBody).toContain("less than 24 hours' notice");
    expect(refundCalls(before.captureId)).toHaveLength(0);
    const recorded = await db()
      .select()
      .from(schedulingWebhookEvents)
      .where(eq(schedulingWebhookEvents.eventId, `invitee.created:${moved.inviteeUri}`));
    expect(recorded).toHaveLength(1);
  });
});
