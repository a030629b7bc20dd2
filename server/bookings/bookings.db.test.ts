import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedulerSettingsSchema } from "#core/scheduling/scheduler-settings.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { seedDatabase } from "#db/seed.ts";
import { builtinAvailability } from "#integrations/scheduling/builtin/builtin-scheduler.ts";
import { expectConstraintViolation } from "#tests/support/constraint-violation.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { cancelAppointment } from "./cancel-appointment.ts";
import { confirmHeldAppointment, type DepositPayment } from "./confirm-held-appointment.ts";
import { createAwaitingTimeAppointment } from "./create-awaiting-time-appointment.ts";
import { AppointmentAlreadyPaidError, AppointmentNotFoundError, SlotNotOfferedError, SlotUnavailableError } from "./errors.ts";
import { placeHold } from "./place-hold.ts";
import { scheduleAppointment } from "./schedule-appointment.ts";
import { loadSchedulerSettings, saveSchedulerSettings } from "./scheduler-settings.ts";

const melbourne = (d: number, h: number, min = 0) => new Date(new TZDate(2026, 5, d, h, min, "Australia/Melbourne").getTime());
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

// June 2026 (AEST); every day 09:00–12:00, 15-minute buffer, no notice, one week ahead.
const settings = schedulerSettingsSchema.parse({
  minimumNoticeMinutes: 0,
  bufferMinutes: 15,
  bookingHorizonDays: 7,
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "09:00", end: "12:00" })),
});
const now = melbourne(1, 8, 0);
const details = { name: "Alex Patient", email: "alex@example.com", phone: "0412 345 678", notes: "Left ACL, surgery 3 May" };
const payment = (orderId: string): DepositPayment => ({ provider: "test", orderId, amountCents: 9_000, balanceCents: 9_000 });

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

let patients = 0;
/** Each call is a different patient (one live hold per patient). */
const hold = (start: Date, at = now, holdMinutes = 15) =>
  placeHold(database.db, { details: { ...details, email: `patient${++patients}@example.com` }, start }, { holdMinutes, now: at, settings });
const statusOf = async (id: string) =>
  (await database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]?.status;

describe("scheduler settings", () => {
  it("are seeded once with the defaults and keep the admin's edits", async () => {
    await seedDatabase(database.db);
    expect((await loadSchedulerSettings(database.db)).consultationMinutes).toBe(30);
    await saveSchedulerSettings(database.db, { ...(await loadSchedulerSettings(database.db)), bufferMinutes: 10 });
    await seedDatabase(database.db);
    expect((await loadSchedulerSettings(database.db)).bufferMinutes).toBe(10);
    await expect(saveSchedulerSettings(database.db, { weeklyHours: [{ weekday: 8, start: "09:00", end: "10:00" }] })).rejects.toMatchObject(
      {
        name: "InvalidInputError",
        fields: { "weeklyHours.0.weekday": "Choose a day of the week" },
      },
    );
    expect((await loadSchedulerSettings(database.db)).bufferMinutes).toBe(10);
  });
});

describe("placeHold", () => {
  it("holds an offered slot and takes it, with its buffer, out of availability", async () => {
    const placed = await hold(melbourne(1, 10, 0));
    expect(placed.end).toEqual(melbourne(1, 10, 30));
    expect(placed.holdExpiresAt).toEqual(minutes(now, 15));
    expect(await statusOf(placed.appointmentId)).toBe("held");
    const starts = (await builtinAvailability(database.db, { now, settings })).map((slot) => slot.start.getTime());
    expect(starts).not.toContain(melbourne(1, 10, 0).getTime());
    expect(starts).not.toContain(melbourne(1, 9, 30).getTime()); // would run into 10:00 with its buffer
    expect(starts).not.toContain(melbourne(1, 10, 30).getTime()); // inside 10:00's buffer
    expect(starts).toContain(melbourne(1, 11, 0).getTime());
  });

  it("refuses the same slot, and a neighbour inside the buffer, while the hold lives", async () => {
    await expect(hold(melbourne(1, 10, 0))).rejects.toBeInstanceOf(SlotUnavailableError);
    await expect(hold(melbourne(1, 10, 30))).rejects.toThrow("This time has just been booked. Please choose another time.");
  });

  it("refuses a time the scheduler does not offer", async () => {
    await expect(hold(melbourne(1, 10, 15))).rejects.toBeInstanceOf(SlotNotOfferedError); // off the grid
    await expect(hold(melbourne(1, 13, 0))).rejects.toBeInstanceOf(SlotNotOfferedError); // outside hours
    await expect(hold(melbourne(1, 7, 30))).rejects.toBeInstanceOf(SlotNotOfferedError); // in the past
  });

  it("keeps one live hold per patient: choosing again frees the first choice", async () => {
    const same = { ...details, email: "changes-mind@example.com" };
    const first = await placeHold(database.db, { details: same, start: melbourne(2, 11, 0) }, { holdMinutes: 15, now, settings });
    const second = await placeHold(database.db, { details: same, start: melbourne(2, 11, 30) }, { holdMinutes: 15, now, settings });
    expect(await statusOf(first.appointmentId)).toBe("expired");
    expect(await statusOf(second.appointmentId)).toBe("held");
  });

  it("frees the slot once the hold lapses, with nobody cleaning up", async () => {
    const first = await hold(melbourne(2, 9, 0));
    const later = minutes(now, 16);
    const starts = (await builtinAvailability(database.db, { now: later, settings })).map((slot) => slot.start.getTime());
    expect(starts).toContain(melbourne(2, 9, 0).getTime());
    const second = await hold(melbourne(2, 9, 0), later);
    expect(await statusOf(first.appointmentId)).toBe("expired");
    expect(await statusOf(second.appointmentId)).toBe("held");
  });
});

describe("confirmHeldAppointment", () => {
  it("confirms a live hold with its payment, once per order", async () => {
    const placed = await hold(melbourne(3, 9, 0));
    const confirmed = await database.db.transaction((tx) =>
      confirmHeldAppointment(tx, { appointmentId: placed.appointmentId, payment: payment("order-3"), now: minutes(now, 5) }),
    );
    expect(confirmed).toMatchObject({ status: "confirmed", paymentOrderId: "order-3", depositCents: 9_000, holdExpiresAt: null });
    const again = await database.db.transaction((tx) =>
      confirmHeldAppointment(tx, { appointmentId: placed.appointmentId, payment: payment("order-3") }),
    );
    expect(again.id).toBe(placed.appointmentId);
    await expect(
      database.db.transaction((tx) => confirmHeldAppointment(tx, { appointmentId: placed.appointmentId, payment: payment("order-other") })),
    ).rejects.toBeInstanceOf(AppointmentAlreadyPaidError);
  });

  it("still confirms a lapsed hold whose slot nobody took", async () => {
    const placed = await hold(melbourne(3, 11, 0));
    const late = minutes(now, 40);
    const confirmed = await database.db.transaction((tx) =>
      confirmHeldAppointment(tx, { appointmentId: placed.appointmentId, payment: payment("order-late"), now: late }),
    );
    expect(confirmed.status).toBe("confirmed");
  });

  it("throws SlotUnavailableError when the lapsed hold's slot was taken, leaving the caller's transaction usable", async () => {
    const lapsed = await hold(melbourne(4, 9, 0));
    const later = minutes(now, 20);
    await hold(melbourne(4, 9, 0), later);
    const outcome = await database.db.transaction(async (tx) => {
      try {
        await confirmHeldAppointment(tx, { appointmentId: lapsed.appointmentId, payment: payment("order-4"), now: later });
        return "confirmed";
      } catch (error) {
        expect(error).toBeInstanceOf(SlotUnavailableError);
        // The transaction goes on: the payment use-case records the money and asks for a new time.
        const [row] = await tx.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, lapsed.appointmentId));
        return row?.status;
      }
    });
    expect(outcome).toBe("expired");
  });

  it("refuses an unknown appointment and a cancelled one", async () => {
    await expect(
      database.db.transaction((tx) =>
        confirmHeldAppointment(tx, { appointmentId: "00000000-0000-4000-8000-000000000000", payment: payment("x") }),
      ),
    ).rejects.toBeInstanceOf(AppointmentNotFoundError);
    const placed = await hold(melbourne(5, 9, 0));
    await database.db.transaction((tx) => cancelAppointment(tx, { appointmentId: placed.appointmentId, now }));
    await expect(
      database.db.transaction((tx) => confirmHeldAppointment(tx, { appointmentId: placed.appointmentId, payment: payment("y") })),
    ).rejects.toThrow("cannot go from cancelled to confirmed");
    // The cancelled hold no longer occupies its time.
    expect((await hold(melbourne(5, 9, 0))).appointmentId).not.toBe(placed.appointmentId);
  });
});

describe("pay first, then schedule", () => {
  it("creates a paid appointment without a time, then gives it an offered time", async () => {
    const waiting = await database.db.transaction((tx) =>
      createAwaitingTimeAppointment(tx, { details, payment: payment("order-pay-first"), patientTimeZone: "Australia/Perth", now }),
    );
    expect(waiting).toMatchObject({ status: "awaiting_time", startAt: null, patientTimeZone: "Australia/Perth" });
    await expect(
      database.db.transaction((tx) => scheduleAppointment(tx, { appointmentId: waiting.id, start: melbourne(6, 9, 10), now, settings })),
    ).rejects.toBeInstanceOf(SlotNotOfferedError);
    const scheduled = await database.db.transaction((tx) =>
      scheduleAppointment(tx, { appointmentId: waiting.id, start: melbourne(6, 9, 0), now, settings }),
    );
    expect(scheduled).toMatchObject({ status: "confirmed", startAt: melbourne(6, 9, 0), endAt: melbourne(6, 9, 30) });
    const same = await database.db.transaction((tx) =>
      scheduleAppointment(tx, { appointmentId: waiting.id, start: melbourne(6, 9, 0), now, settings }),
    );
    expect(same.id).toBe(waiting.id);
  });

  it("refuses a time somebody holds", async () => {
    await hold(melbourne(6, 11, 0));
    const waiting = await database.db.transaction((tx) =>
      createAwaitingTimeAppointment(tx, { details, payment: payment("order-pay-first-2"), now }),
    );
    await expect(
      database.db.transaction((tx) => scheduleAppointment(tx, { appointmentId: waiting.id, start: melbourne(6, 11, 0), now, settings })),
    ).rejects.toBeInstanceOf(SlotUnavailableError);
  });

  it("refuses a second appointment for the same order", async () => {
    await expectConstraintViolation(
      database.db.transaction((tx) => createAwaitingTimeAppointment(tx, { details, payment: payment("order-pay-first"), now })),
      "unique_violation",
      "appointments_payment_order_uq",
    );
  });
});

describe("the database itself", () => {
  it("refuses an overlapping confirmed row written around the services", async () => {
    const base = { name: "x", email: "x@example.com", phone: "12345678", status: "confirmed" as const };
    await database.db
      .insert(appointments)
      .values({ ...base, startAt: melbourne(7, 9, 0), endAt: melbourne(7, 9, 30), blockedUntil: melbourne(7, 9, 45) });
    await expectConstraintViolation(
      database.db
        .insert(appointments)
        .values({ ...base, startAt: melbourne(7, 9, 30), endAt: melbourne(7, 10, 0), blockedUntil: melbourne(7, 10, 15) }),
      "exclusion_violation",
      "appointments_no_overlap",
    );
    // Adjacent after the buffer is fine.
    await database.db
      .insert(appointments)
      .values({ ...base, startAt: melbourne(7, 9, 45), endAt: melbourne(7, 10, 15), blockedUntil: melbourne(7, 10, 30) });
  });
});
