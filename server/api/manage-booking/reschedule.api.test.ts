import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { HoldResponse } from "#contracts/booking.ts";
import type { RescheduleOptions, RescheduleResult } from "#contracts/reschedule.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import { holdSlot, openSlots, patient, postJson } from "#tests/support/booking-fixtures.ts";
import { icsEventProperties } from "#tests/support/ics-properties.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let slots: string[];
let nextSlot = 0;
const HOUR = 3_600_000;
const takenWords = "This time has just been booked. Please choose another time.";

beforeAll(async () => {
  t = await createTestApp({ HOLDS_PER_HOUR: "1000", HOLD_MINUTES: "15" });
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A confirmed, paid appointment on the next free slot, and its manage token. */
async function bookedAppointment(who: { name: string; email: string } = patient) {
  const start = new Date(slots[nextSlot++]!);
  const [row] = await t.services.database.db
    .insert(appointments)
    .values({
      status: "confirmed",
      name: who.name,
      email: who.email,
      phone: "0400 000 000",
      patientTimeZone: "Australia/Perth",
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      blockedUntil: new Date(start.getTime() + 45 * 60_000),
      paymentProvider: "test",
      paymentOrderId: `order-${nextSlot}`,
      depositCents: 9000,
      depositPaidAt: new Date(),
    })
    .returning();
  const url = await manageLinkFor(t.services.database.db, t.services.manageLinks, row!.id);
  return { id: row!.id, start, token: url.split("/").at(-1)!, paymentOrderId: row!.paymentOrderId };
}

const times = (token: string) => t.app.request(`/api/manage-booking/${token}/times`);
const hold = (token: string, start: string) => postJson(t.app, `/api/manage-booking/${token}/hold`, { start_time: start });
const reschedule = (token: string, holdId: string) => postJson(t.app, `/api/manage-booking/${token}/reschedule`, { holdId });
const rowOf = async (id: string) => (await t.services.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const at = (instant: number) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(instant) });

describe("rescheduling from the manage-booking link", () => {
  it("moves the appointment with the notice: same deposit, nothing paid again, SEQUENCE + 1, an updated invite", async () => {
    const booked = await bookedAppointment();
    const options = (await (await times(booked.token)).json()) as RescheduleOptions;
    expect(options.refusal).toBeNull();
    expect(options.appointment.start_time).toBe(booked.start.toISOString());
    expect(options.deadline).toBe(new Date(booked.start.getTime() - 24 * HOUR).toISOString());
    expect(options.times.map((slot) => slot.start_time)).not.toContain(booked.start.toISOString());
    const target = slots.at(-1)!;
    expect(options.times.map((slot) => slot.start_time)).toContain(target);
    const ordersBefore = (await t.services.database.db.select().from(paymentOrders)).length;

    const held = await hold(booked.token, target);
    expect(held.status).toBe(201);
    const { holdId } = (await held.json()) as HoldResponse;
    // While choosing, the current time stays the patient's.
    expect((await rowOf(booked.id)).startAt).toEqual(booked.start);

    const moved = await reschedule(booked.token, holdId);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as RescheduleResult).start_time).toBe(target);
    const row = await rowOf(booked.id);
    expect(row).toMatchObject({ status: "confirmed", inviteSequence: 1, depositCents: 9000, paymentOrderId: booked.paymentOrderId });
    expect(row.startAt!.toISOString()).toBe(target);
    expect((await rowOf(holdId)).status).toBe("expired");
    expect((await t.services.database.db.select().from(paymentOrders)).length).toBe(ordersBefore);
    // The old time is free again for everyone.
    const open = (await (await t.app.request("/api/calendly/availability")).json()) as { start_time: string }[];
    expect(open.map((slot) => slot.start_time)).toContain(booked.start.toISOString());

    const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "booking-rescheduled"));
    const mail = mails.find((candidate) => candidate.textBody.includes(booked.token))!;
    expect(mail.toAddress).toBe(patient.email);
    expect(mail.textBody).toContain(`/manage-booking/${booked.token}`);
    const ics = Buffer.from((mail.attachments[0]!.ref as { base64: string }).base64, "base64").toString("utf8");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${booked.id}@acltelehealthphysio.com.au`);
    expect(ics).toContain("SEQUENCE:1");
    expect(mail.attachments[0]!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    // The room's link is the one the booking had: a moved appointment keeps its room.
    const roomUrl = t.services.roomLinks.urlFor(booked.id);
    expect(mail.textBody).toContain(`Video consultation: ${roomUrl}`);
    expect(mail.textBody).not.toMatch(/video link/i);
    expect(icsEventProperties(ics).get("URL")).toBe(roomUrl);
    const practiceMails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "booking-practice-rescheduled"), eq(mailOutbox.toAddress, t.services.config.mail.practiceMailbox)));
    expect(practiceMails.length).toBeGreaterThan(0);
  });

  it("allows the move at exactly the notice, and refuses it a minute later with the explanation", async () => {
    const booked = await bookedAppointment();
    at(booked.start.getTime() - 24 * HOUR);
    expect(((await (await times(booked.token)).json()) as RescheduleOptions).refusal).toBeNull();

    at(booked.start.getTime() - 24 * HOUR + 60_000);
    const options = (await (await times(booked.token)).json()) as RescheduleOptions;
    expect(options).toMatchObject({ refusal: "short-notice", times: [], noticeHours: 24 });
    const refused = await hold(booked.token, slots.at(-2)!);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/less than 24 hours away/);
    expect((await rowOf(booked.id)).startAt).toEqual(booked.start);
  });

  it("refuses the move of an appointment that has started, and the link stops working once it is over", async () => {
    const booked = await bookedAppointment();
    at(booked.start.getTime() + 60_000);
    expect(((await (await times(booked.token)).json()) as RescheduleOptions).refusal).toBe("started");
    at(booked.start.getTime() + 31 * 60_000);
    expect((await times(booked.token)).status).toBe(404);
    expect((await times("x".repeat(43))).status).toBe(404);
  });

  it("re-checks the rule when confirming: a hold taken in time does not move an appointment past its notice", async () => {
    const booked = await bookedAppointment();
    const { holdId } = (await (await hold(booked.token, slots.at(-3)!)).json()) as HoldResponse;
    at(booked.start.getTime() - 23 * HOUR);
    const refused = await reschedule(booked.token, holdId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/less than 24 hours away/);
    expect((await rowOf(booked.id)).inviteSequence).toBe(0);
  });

  it("refuses a time someone else holds, and a hold that lapsed or is another patient's", async () => {
    const booked = await bookedAppointment();
    const taken = slots.at(-4)!;
    await holdSlot(t.app, taken, { ...patient, email: "someone.else@example.com" });
    const refused = await hold(booked.token, taken);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(takenWords);

    const other = await bookedAppointment({ name: "Other Patient", email: "other@example.com" });
    const { holdId: othersHold } = (await (await hold(other.token, slots.at(-5)!)).json()) as HoldResponse;
    expect((await reschedule(booked.token, othersHold)).status).toBe(409);

    const { holdId } = (await (await hold(booked.token, slots.at(-6)!)).json()) as HoldResponse;
    at(Date.now() + 16 * 60_000);
    const lapsed = await reschedule(booked.token, holdId);
    expect(lapsed.status).toBe(409);
    expect(((await lapsed.json()) as { error: string }).error).toBe(takenWords);
    expect((await rowOf(booked.id)).startAt).toEqual(booked.start);
  });

  it("two patients moving onto one time at once: one wins, the other is told it is taken and chooses again", async () => {
    const first = await bookedAppointment({ name: "First Patient", email: "first@example.com" });
    const second = await bookedAppointment({ name: "Second Patient", email: "second@example.com" });
    const contested = slots.at(-7)!;
    const answers = await Promise.all([hold(first.token, contested), hold(second.token, contested)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers[0]!.status === 201 ? first : second;
    const loser = winner === first ? second : first;
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(((await lost.json()) as { error: string }).error).toBe(takenWords);
    const won = (await answers.find((answer) => answer.status === 201)!.json()) as HoldResponse;
    expect((await reschedule(winner.token, won.holdId)).status).toBe(200);

    const again = (await (await hold(loser.token, slots.at(-8)!)).json()) as HoldResponse;
    expect((await reschedule(loser.token, again.holdId)).status).toBe(200);
    expect((await rowOf(winner.id)).startAt!.toISOString()).toBe(contested);
    expect((await rowOf(loser.id)).startAt!.toISOString()).toBe(slots.at(-8));
  });

  it("refuses to move a Calendly appointment here", async () => {
    const booked = await bookedAppointment();
    await t.services.database.db.update(appointments).set({ schedulingProvider: "calendly" }).where(eq(appointments.id, booked.id));
    expect(((await (await times(booked.token)).json()) as RescheduleOptions).refusal).toBe("calendly");
    expect((await hold(booked.token, slots.at(-9)!)).status).toBe(409);
  });
});
