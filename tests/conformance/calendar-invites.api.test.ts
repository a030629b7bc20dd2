import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HoldResponse } from "#contracts/booking.ts";
import { singleLineMessage } from "#contracts/text-fields.ts";
import { practice } from "#core/practice.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox, type MailOutboxRow } from "#db/schema/mail.ts";
import { createFakeCalendly, FAKE_CALENDLY_BASE } from "#integrations/scheduling/calendly/fake/fake-calendly.ts";
import { consultationPlace, consultationService } from "#server/bookings/appointment-invite.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import { roomMailContent } from "#server/video-room/room-mail.ts";
import { TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots, patient, postJson } from "#tests/support/booking-fixtures.ts";
import { asParameter, inviteProperties, physicalLinesAreSound, readInvite } from "#tests/support/ical-reading.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { singleLineValues, trickyValues } from "#tests/support/tricky-text.ts";

/**
 * Every invitation the site sends (the confirmation, a move, a cancellation; the built-in scheduler and
 * Calendly), booked through the JSON API with names the contracts accept, read by ical.js: the event's
 * own properties and no other, the attendee's name as the patient gave it, SUMMARY, DESCRIPTION,
 * LOCATION and URL as the site wrote them. A name with a line break is refused before it gets that far.
 */

const limits = { HOLDS_PER_HOUR: "1000", PAYMENT_REQUESTS_PER_HOUR: "1000" };
const names = singleLineValues(trickyValues, 120);
let t: TestApp;
let slots: string[];
let serial = 0;

beforeAll(async () => {
  t = await createTestApp(limits);
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());

/** A booking paid through the test provider as the checkout does it, in the name given. */
async function book(app: TestApp, name: string, start: string) {
  serial += 1;
  const email = `invite${serial}@example.com`;
  return { id: await paidAppointment(app, start, email, undefined, { name }), email };
}

async function inviteIn(app: TestApp, email: string, kind: string): Promise<string> {
  const mails: MailOutboxRow[] = await app.services.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
  expect(mails, kind).toHaveLength(1);
  const attachment = mails[0]!.attachments.find((candidate) => candidate.filename.endsWith(".ics"));
  return Buffer.from((attachment!.ref as { base64: string }).base64, "base64").toString("utf8");
}

/** The invitation read by ical.js, checked against what the site wrote for this appointment. */
async function expectInvite(app: TestApp, ics: string, booking: { id: string; email: string; name: string }, method: "REQUEST" | "CANCEL") {
  expect(physicalLinesAreSound(ics)).toBe(true);
  const invite = readInvite(ics);
  expect(invite.calendarProperties).toEqual(["version", "prodid", "calscale", "method"]);
  expect(invite.components).toEqual(["vtimezone", "vevent"]);
  expect(invite.eventProperties).toEqual(inviteProperties(method));
  expect(invite.method).toBe(method);
  expect(invite.attendee).toEqual({ name: asParameter(booking.name), address: `mailto:${booking.email}` });
  expect(invite.organizer).toEqual({ name: practice.practitionerName, address: `mailto:${practice.email}` });
  expect(invite.value("summary")).toBe(`${consultationService} with ${practice.practitionerName}`);
  const { db } = app.services.database;
  if (method === "CANCEL") {
    expect(invite.value("location")).toBe(consultationPlace);
    expect(invite.value("description")).toBe("This consultation has been cancelled.");
    return;
  }
  const room = await roomMailContent(db, app.services.roomLinks, booking.id);
  const manageUrl = await manageLinkFor(db, app.services.manageLinks, booking.id);
  expect(invite.value("location")).toBe(`${consultationPlace}: ${room.url}`);
  expect(invite.value("url")).toBe(room.url);
  expect(invite.value("description")).toBe(room.inviteDescription(manageUrl));
}

describe("the invitations of a booking", () => {
  it("are never written for a name with a line break: the API refuses it", async () => {
    const name = "Sam Newline\r\nATTACH:https://evil.example/x";
    for (const [path, body] of [
      ["/api/bookings/hold", { ...patient, name, start_time: slots[0] }],
      ["/paypal/order", { ...patient, name }],
    ] as const) {
      const response = await postJson(t.app, path, body);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields.name, path).toBe(singleLineMessage);
    }
  });

  it("confirm with the patient's name as given, whatever it holds", async () => {
    expect(names.length).toBeGreaterThan(12);
    for (const [index, name] of names.entries()) {
      const booking = { ...(await book(t, name, slots[index]!)), name };
      await expectInvite(t, await inviteIn(t, booking.email, "booking-confirmation"), booking, "REQUEST");
    }
    // One booking per name: on a busy machine or on PostgreSQL, more than the suite's 30 s.
  }, 120_000);

  it("move and cancel the same event, with the same name", async () => {
    for (const [index, name] of names.slice(0, 3).entries()) {
      const booking = { ...(await book(t, name, slots[names.length + index]!)), name };
      const token = t.services.manageLinks.tokenFor(booking.id);
      const held = await postJson(t.app, `/api/manage-booking/${token}/hold`, { start_time: slots.at(-1 - index) });
      expect(held.status, await held.clone().text()).toBe(201);
      const { holdId } = (await held.json()) as HoldResponse;
      expect((await postJson(t.app, `/api/manage-booking/${token}/reschedule`, { holdId })).status).toBe(200);
      await expectInvite(t, await inviteIn(t, booking.email, "booking-rescheduled"), booking, "REQUEST");

      const cancelled = await t.app.request(`/api/manage-booking/${token}/cancel`, { method: "POST", headers: { origin: TEST_ORIGIN } });
      expect(cancelled.status).toBe(200);
      await expectInvite(t, await inviteIn(t, booking.email, "booking-cancellation"), booking, "CANCEL");
    }
  }, 120_000);
});

describe("with Calendly scheduling", () => {
  it("confirms with the same invitation", async () => {
    const fake = createFakeCalendly({ token: "calendly-token", signingKey: "whsec-test" });
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 50 * 3_600_000);
    const eventTypeUri = fake.addEventType("CONSULT", 30);
    fake.open("CONSULT", [start]);
    const calendly = await createTestApp(
      {
        ...limits,
        CALENDLY_API_TOKEN: "calendly-token",
        CALENDLY_EVENT_TYPE_URI: eventTypeUri,
        CALENDLY_API_BASE_URL: FAKE_CALENDLY_BASE,
      },
      { fetch: fake.fetch },
    );
    try {
      const name = names.find((candidate) => candidate.includes('"'))!;
      const booking = { ...(await book(calendly, name, start.toISOString())), name };
      const [row] = await calendly.services.database.db.select().from(appointments).where(eq(appointments.id, booking.id));
      expect(row).toMatchObject({ status: "confirmed", schedulingProvider: "calendly" });
      await expectInvite(calendly, await inviteIn(calendly, booking.email, "booking-confirmation"), booking, "REQUEST");
    } finally {
      await calendly.close();
    }
  }, 120_000);
});
