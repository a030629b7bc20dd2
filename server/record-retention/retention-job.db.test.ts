import { eq, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/admin.ts";
import { patients } from "#db/schema/patients.ts";
import { startJobQueue, stopJobQueue } from "#server/jobs/job-queue.ts";
import { seedPatientRecord, type SeededRecord } from "#tests/support/patient-record-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { queueRetentionRound, RETENTION_QUEUE, startRecordRetention } from "./retention-job.ts";

const YEAR_MS = 365.25 * 86_400_000;

describe("the daily record retention job", () => {
  let t: TestApp;
  let boss: PgBoss;
  let expired: SeededRecord;
  let current: SeededRecord;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await startJobQueue(t.services.database, pino({ level: "silent" }));
    expired = await seedPatientRecord(t.services, {
      name: "Olive Old",
      email: "olive@example.com",
      lastAt: new Date(Date.now() - 8 * YEAR_MS),
    });
    current = await seedPatientRecord(t.services, { name: "Cara Current", email: "cara@example.com" });
  });
  afterAll(async () => {
    await stopJobQueue(boss);
    await t.close();
  });

  it("asks for the day's job at start, whose worker deletes the expired record; asking again the same day queues nothing", async () => {
    const logger = pino({ level: "silent" });
    const retention = await startRecordRetention(
      { ...t.services, jobs: boss, logger },
      { askEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 },
    );
    try {
      await expect
        .poll(() => t.services.database.db.$count(patients, eq(patients.id, expired.patientId)), { timeout: 20_000, interval: 250 })
        .toBe(0);
      expect(await t.services.database.db.$count(patients, eq(patients.id, current.patientId))).toBe(1);
      expect(await queueRetentionRound(boss)).toBeNull();
      expect(await queueRetentionRound(boss)).toBeNull();
      const jobs = (await t.services.database.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = ${RETENTION_QUEUE}`,
      )) as unknown as {
        rows: { count: number }[];
      };
      expect(jobs.rows[0]!.count).toBe(1);
      expect(await t.services.database.db.$count(auditEvents, eq(auditEvents.action, "record.deleted"))).toBe(1);
    } finally {
      await retention.stop();
    }
  });
});
