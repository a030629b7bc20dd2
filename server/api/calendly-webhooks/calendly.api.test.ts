import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilitySlot, HoldResponse } from "#contracts/booking.ts";
import { appointments, schedulingWebhookEvents } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { calendlySignatureHeader } from "#integrations/scheduling/calendly/webhook-signature.ts";
import { createFakeCalendly, FAKE_CALENDLY_BASE, type FakeCalendly } from "#integrations/scheduling/calendly/fake/fake-calendly.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createAwaitingTimeAppointment } from "#server/bookings/create-awaiting-time-appointment.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";

const SIGNING_KEY = "whsec-test";
const details = { name: "Alex Patient", email: "alex@example.com", phone: "0412345678", notes: "" };
const post = (start: Date) =>
  testApp.app.request("/api/bookings/hold", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...details, start_time: start.toISOString() }),
  });
const hoursAhead = (n: number) => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + n * 3_600_000);
let fake: FakeCalendly;
let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  fake = createFakeCalendly({ token: "calendly-token", signingKey: SIGNING_KEY });
  const eventTypeUri = fake.addEventType("CONSULT", 30);
  fake.open("CONSULT", [hoursAhead(26), hoursAhead(50), hoursAhead(24 * 9)]);
  testApp = await createTestApp(
    {
      CALENDLY_API_TOKEN: "calendly-token",
      CALENDLY_EVENT_TYPE_URI: eventTypeUri,
      CALENDLY_WEBHOOK_SIGNING_KEY: SIGNING_KEY,
      CALENDLY_API_BASE_URL: FAKE_CALENDLY_BASE,
    },
    { fetch: fake.fetch },
  );
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  testApp.app.request("/api/calendly/webhooks", { method: "POST", headers: delivery.headers, body: delivery.body });

describe("with Calendly configured", () => {
  it("answers availability from Calendly", async () => {
    const response = await testApp.app.request("/api/calendly/availability");
    const slots = (await response.json()) as AvailabilitySlot[];
    expect(slots.map((slot) => slot.start_time)).toEqual([hoursAhead(26), hoursAhead(50), hoursAhead(24 * 9)].map((d) => d.toISOString()));
  });

  it("holds only a time Calendly offers", async () => {
    const held = await post(hoursAhead(26));
    expect(held.status).toBe(201);
    const { holdId } = (await held.json()) as HoldResponse;
    const [row] = await testApp.services.database.db.select().from(appointments).where(eq(appointments.id, holdId));
    expect(row).toMatchObject({ status: "held", schedulingProvider: "calendly" });
    expect((await post(hoursAhead(27))).status).toBe(409);
  });

  it.each([{ status: 500 }, "html", "connection-closed"] as const)(
    "answers 502 with a clear message when Calendly fails (%s)",
    async (failure) => {
      fake.failNext(failure);
      const response = await testApp.app.request("/api/calendly/availability");
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: "Available times could not be loaded. Please contact us directly to schedule your appointment.",
      });
    },
  );

  it("answers 502 to a hold when Calendly cannot confirm the time", async () => {
    fake.failNext("html");
    const response = await post(hoursAhead(50));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "We could not check this time with our calendar. Please try again shortly." });
  });
});

describe("POST /api/calendly/webhooks", () => {
  let eventUri: string;
  let inviteeUri: string;
  let appointmentId: string;

  beforeAll(async () => {
    const waiting = await testApp.services.database.db.transaction((tx) =>
      createAwaitingTimeAppointment(tx, {
        details: { name: "Pat First", email: "pat@example.com", phone: "0412345678", notes: "" },
        payment: { provider: "test", orderId: "calendly-order", amountCents: 9_000, balanceCents: 9_000 },
      }),
    );
    appointmentId = waiting.id;
    // The patient books in Calendly's widget; the browser never reports back.
    const booking = await testApp.services.scheduler.book({
      start: hoursAhead(50),
      name: "Pat First",
      email: "pat@example.com",
      phone: "0412345678",
      timeZone: "Australia/Melbourne",
    });
    eventUri = booking.eventUri!;
    inviteeUri = booking.inviteeUri!;
  });

  it("refuses a delivery without a valid signature and changes nothing", async () => {
    const forged = fake.webhookDelivery("invitee.created", inviteeUri, "not-the-key");
    const response = await deliver(forged);
    expect(response.status).toBe(401);
    const unsigned = await testApp.app.request("/api/calendly/webhooks", { method: "POST", body: forged.body });
    expect(unsigned.status).toBe(401);
    const [row] = await testApp.services.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row?.status).toBe("awaiting_time");
  });

  it("schedules the paid appointment waiting for its time on invitee.created, once", async () => {
    const delivery = fake.webhookDelivery("invitee.created", inviteeUri);
    const first = await deliver(delivery);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "scheduled" });
    const [row] = await testApp.services.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row).toMatchObject({ status: "confirmed", startAt: hoursAhead(50), externalEventUri: eventUri, schedulingProvider: "calendly" });

    const again = await deliver(fake.webhookDelivery("invitee.created", inviteeUri));
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });
    const [after] = await testApp.services.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(after?.updatedAt).toEqual(row?.updatedAt);
  });

  it("shows the Calendly-booked appointment on its manage-booking page with Calendly's own pages", async () => {
    const { db } = testApp.services.database;
    const url = await manageLinkFor(db, testApp.services.manageLinks, appointmentId);
    const response = await testApp.app.request(`/api/manage-booking/${url.split("/").at(-1)}`);
    expect(await response.json()).toMatchObject({
      status: "confirmed",
      scheduling: "calendly",
      canReschedule: false,
      calendly: {
        cancelUrl: `https://calendly.com/cancellations/${inviteeUri.split("/").at(-1)}`,
        rescheduleUrl: expect.stringContaining("https://calendly.com/reschedulings/"),
      },
    });
    const refused = await testApp.app.request(`/api/manage-booking/${url.split("/").at(-1)}/cancel`, {
      method: "POST",
      headers: { origin: "http://localhost" },
    });
    expect(refused.status).toBe(409);
  });

  it("keeps the appointment and its deposit when the invitee.canceled is a move (rescheduled)", async () => {
    const delivery = fake.webhookDelivery("invitee.canceled", inviteeUri);
    const body = JSON.parse(delivery.body) as { payload: Record<string, unknown> };
    body.payload.rescheduled = true;
    const moved = JSON.stringify(body);
    const response = await deliver({
      body: moved,
      headers: { ...delivery.headers, "Calendly-Webhook-Signature": calendlySignatureHeader(moved, SIGNING_KEY, new Date()) },
    });
    expect(await response.json()).toEqual({ received: true, outcome: "moved" });
    const [row] = await testApp.services.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row?.status).toBe("confirmed");
    // The delivery is recorded: the real cancellation below is another invitee's event in Calendly; here the
    // same invitee's record is cleared so that it can be delivered again as a cancellation.
    await testApp.services.database.db
      .delete(schedulingWebhookEvents)
      .where(eq(schedulingWebhookEvents.eventId, `invitee.canceled:${inviteeUri}`));
  });

  it("cancels the linked appointment on invitee.canceled by the notice rule, once, with the patient's mail", async () => {
    await testApp.services.scheduler.cancel({ eventUri, reason: "Patient unwell" });
    const response = await deliver(fake.webhookDelivery("invitee.canceled", inviteeUri));
    expect(await response.json()).toEqual({ received: true, outcome: "cancelled" });
    const [row] = await testApp.services.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row).toMatchObject({ status: "cancelled", inviteSequence: 1 });
    const [mail] = await testApp.services.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "pat@example.com"), eq(mailOutbox.kind, "booking-cancellation")));
    expect(Buffer.from((mail!.attachments[0]!.ref as { base64: string }).base64, "base64").toString("utf8")).toContain("METHOD:CANCEL");
    const again = await deliver(fake.webhookDelivery("invitee.canceled", inviteeUri));
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });
  });

  it("answers 400 to a signed body that is not an invitee event", async () => {
    const body = JSON.stringify({ hello: "world" });
    const { calendlySignatureHeader } = await import("#integrations/scheduling/calendly/webhook-signature.ts");
    const response = await testApp.app.request("/api/calendly/webhooks", {
      method: "POST",
      headers: { "Calendly-Webhook-Signature": calendlySignatureHeader(body, SIGNING_KEY) },
      body,
    });
    expect(response.status).toBe(400);
  });
});
