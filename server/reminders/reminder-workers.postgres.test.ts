import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { insertConfirmed, reminderServices, remindersTo } from "#tests/support/reminder-fixtures.ts";
import { createPostgresTestDatabase } from "#tests/support/test-database.ts";
import { startJobQueue, stopJobQueue } from "#server/jobs/job-queue.ts";
import { REMINDER_QUEUE, scheduleReminder, startReminders } from "./appointment-reminders.ts";

/**
 * Two processes' reminder workers on one PostgreSQL database, each with its own connection pool and pg-boss,
 * as in production: a reminder due now is sent once, even when both scheduled it and a duplicate job slipped
 * past the queue's singleton; after a restart nothing is sent again.
 */
const HOUR = 3_600_000;
const logger = pino({ level: "silent" });
let target: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let handles: DatabaseHandle[];

beforeAll(async () => {
  target = await createPostgresTestDatabase();
  handles = [await openDatabase({ url: target.url }), await openDatabase({ url: target.url })];
  await handles[0]!.migrate();
}, 60_000);
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await target.drop();
});

async function startInstance(handle: DatabaseHandle) {
  const boss = await startJobQueue(handle, logger);
  const services = reminderServices(handle.db, boss);
  const worker = await startReminders({ ...services, jobs: boss }, { pollingIntervalSeconds: 0.5, sweepSeconds: 3600 });
  return {
    boss,
    services,
    stop: async () => {
      await worker.stop();
      await stopJobQueue(boss);
    },
  };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("reminders with two workers on PostgreSQL", () => {
  it("sends a reminder exactly once, and not again after a restart", async () => {
    const [first, second] = [await startInstance(handles[0]!), await startInstance(handles[1]!)];
    const db = handles[0]!.db;
    // Due two seconds from now: the reminder's hours plus two seconds ahead.
    const start = new Date(Date.now() + 24 * HOUR + 2_000);
    const row = await insertConfirmed(db, start, "two.workers@example.com");
    expect(await scheduleReminder(first.services, row)).toBe(true);
    await scheduleReminder(second.services, row);
    // A duplicate job under another key: only the conditional update stands between it and a second mail.
    await second.boss.send(REMINDER_QUEUE, { appointmentId: row.id, start: start.toISOString() }, { singletonKey: "duplicate" });

    await waitFor(async () => (await remindersTo(db, "two.workers@example.com")).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await remindersTo(db, "two.workers@example.com")).toHaveLength(1);
    expect([...first.services.dispatched, ...second.services.dispatched]).toHaveLength(1);
    await Promise.all([first.stop(), second.stop()]);

    const restarted = await startInstance(handles[1]!);
    await restarted.boss.send(REMINDER_QUEUE, { appointmentId: row.id, start: start.toISOString() }, { singletonKey: "after-restart" });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await remindersTo(db, "two.workers@example.com")).toHaveLength(1);
    const [after] = await db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(after!.reminderSentFor).toEqual(start);
    await restarted.stop();
  }, 60_000);
});
