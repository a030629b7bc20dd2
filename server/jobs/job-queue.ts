import { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "#db/client.ts";
import type { Logger } from "#server/logger.ts";

/**
 * pg-boss, the background job runner, on the site's own database whichever driver it is: its SQL goes
 * through `DatabaseHandle.executeSql` (pg-boss's `db` option), so it works on the embedded PGlite database
 * (backend "pglite") as on PostgreSQL, with no second connection string. Its tables live in the `pgboss`
 * schema, created and migrated by pg-boss itself at start.
 */
export async function startJobQueue(database: DatabaseHandle, logger: Logger): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    backend: database.driver === "pglite" ? "pglite" : "postgres",
    schema: "pgboss",
    // No cron schedules are used; periodic work (the mail sweep) runs on the worker's own timer.
    schedule: false,
  });
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  // pg-boss's first install (CREATE SCHEMA pgboss) fails in all but one of several processes starting
  // together on a new database; one at a time, the later ones find it installed.
  await database.withLock("pg-boss start", () => boss.start());
  return boss;
}

/** Stops fetching, lets running jobs finish (up to `timeoutMs`), and leaves the database open. */
export async function stopJobQueue(boss: PgBoss, timeoutMs = 10_000): Promise<void> {
  await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
}
