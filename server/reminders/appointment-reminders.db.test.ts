import { eq, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { hashLinkToken } from "#server/bookings/appointment-link.ts";
import { appointments } from "#db/schema/appointments.ts";
import { insertConfirmed, reminderServices, remindersTo } from "#tests/support/reminder-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { cancelAppointment } from "#server/bookings/cancel-appointment.ts";
import { startJobQueue, stopJobQueue } from "#server/jobs/job-queue.ts";
import { queueMissingReminders, REMINDER_QUEUE, reminderDueAt, scheduleReminder, sendReminder } from "./appointment-reminders.ts";

const HOUR = 3_600_000;
let database: DatabaseHandle;
let boss: PgBoss;

beforeAll(async () => {
  database = await createTestDatabase();
  boss = await startJobQueue(database, pino({ level: "silent" }));
  await boss.createQueue(REMINDER_QUEUE, { policy: "exclusive" });
});
afterAll(async () => {
  await stopJobQueue(boss);
  await database.close();
});

async function queuedFor(appointmentId: string) {
  const result = (await database.db.execute(
    sql`select start_after, data from pgboss.job where name = ${REMINDER_QUEUE} and data->>'appointmentId' = ${appointmentId}`,
  )) as unknown as { rows: { start_after: Date | string; data: { start: string } }[] };
  return result.rows.map((row) => ({ startAfter: new Date(row.start_after), start: row.data.start }));
}

describe("appointment reminders", () => {
  it("is due the configured hours before the start, and not at all when booked inside that window", () => {
    const start = new Date("2026-12-10T00:00:00Z");
    expect(reminderDueAt(start, new Date("2026-12-08T00:00:00Z"), 24)).toEqual(new Date("2026-12-09T00:00:00Z"));
    expect(reminderDueAt(start, new Date("2026-12-09T00:00:01Z"), 24)).toBeNull();
  });

  it("queues one job per appointment and start, at the reminder's time, however often it is scheduled", async () => {
    const services = reminderServices(database.db, boss);
    const start = new Date(Date.now() + 72 * HOUR);
    const row = await insertConfirmed(database.db, start, "once@example.com");
    expect(await scheduleReminder(services, row)).toBe(true);
    await scheduleReminder(services, row);
    expect(await queueMissingReminders(services)).toBeGreaterThanOrEqual(1);
    const jobs = await queuedFor(row.id);
    expect(jobs).toEqual([{ startAfter: new Date(start.getTime() - 24 * HOUR), start: start.toISOString() }]);
  });

  it("queues none for an appointment booked inside the window, and the sweep leaves it too", async () => {
    const services = reminderServices(database.db, boss);
    const row = await insertConfirmed(database.db, new Date(Date.now() + 20 * HOUR), "late@example.com");
    expect(await scheduleReminder(services, row)).toBe(false);
    await queueMissingReminders(services);
    expect(await queuedFor(row.id)).toEqual([]);
  });

  it("sends exactly once for a start, with the time, how to prepare and the manage link", async () => {
    const services = reminderServices(database.db, boss);
    const start = new Date(Date.now() + 23 * HOUR);
    const row = await insertConfirmed(database.db, start, "exactly.once@example.com");
    const job = { appointmentId: row.id, start: start.toISOString() };
    const results = await Promise.all([sendReminder(services, job), sendReminder(services, job), sendReminder(services, job)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await sendReminder(services, job)).toBe(false);
    const mails = await remindersTo(database.db, "exactly.once@example.com");
    expect(mails).toHaveLength(1);
    expect(services.dispatched).toEqual([mails[0]!.id]);
    expect(mails[0]!.textBody).toContain("(Melbourne time)");
    expect(mails[0]!.textBody).toContain("(London time)");
    expect(mails[0]!.textBody).toContain("Find a quiet, private space");
    expect(mails[0]!.textBody).toContain(`Video consultation: ${services.roomLinks.urlFor(row.id)}`);
    expect(mails[0]!.textBody).toContain("opens the room from 30 minutes before the start");
    expect(mails[0]!.textBody).not.toMatch(/video link/i);
    expect(mails[0]!.textBody).toContain(services.manageLinks.urlFor(row.id));
    const [after] = await database.db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(after!.reminderSentFor).toEqual(start);
    // The link works once the mail is written: its token's hash was recorded in the same transaction.
    expect(after!.roomTokenHash).toBe(hashLinkToken(services.roomLinks.tokenFor(row.id)));
  });

  it("is moved by a reschedule: the old time's job sends nothing, the new time's sends", async () => {
    const services = reminderServices(database.db, boss);
    const oldStart = new Date(Date.now() + 22 * HOUR);
    const row = await insertConfirmed(database.db, oldStart, "moved@example.com");
    const newStart = new Date(oldStart.getTime() - 4 * HOUR);
    await database.db
      .update(appointments)
      .set({
        startAt: newStart,
        endAt: new Date(newStart.getTime() + 30 * 60_000),
        blockedUntil: new Date(newStart.getTime() + 45 * 60_000),
      })
      .where(eq(appointments.id, row.id));
    expect(await sendReminder(services, { appointmentId: row.id, start: oldStart.toISOString() })).toBe(false);
    expect(await sendReminder(services, { appointmentId: row.id, start: newStart.toISOString() })).toBe(true);
    expect(await remindersTo(database.db, "moved@example.com")).toHaveLength(1);
  });

  it("is dropped by a cancellation", async () => {
    const services = reminderServices(database.db, boss);
    const start = new Date(Date.now() + 21 * HOUR);
    const row = await insertConfirmed(database.db, start, "cancelled@example.com");
    await cancelAppointment(database.db, { appointmentId: row.id });
    expect(await sendReminder(services, { appointmentId: row.id, start: start.toISOString() })).toBe(false);
    expect(await remindersTo(database.db, "cancelled@example.com")).toEqual([]);
  });
});
