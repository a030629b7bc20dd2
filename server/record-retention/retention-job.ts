import type { PgBoss } from "pg-boss";
import { every } from "#server/jobs/every.ts";
import type { Logger } from "#server/logger.ts";
import { deleteExpiredRecords, type RetentionServices } from "./delete-expired-records.ts";

/**
 * The daily deletion of records whose retention has ended (docs/decisions/0049). The site runs no cron
 * (server/jobs/job-queue.ts): each process's housekeeping timer asks for the day's job every hour, and
 * pg-boss keeps one job per day (`singletonSeconds`, whichever process asks first) and runs one at a time
 * (the "singleton" queue). The deletion claims each record itself, so even two runs at once delete it once.
 */
export const RETENTION_QUEUE = "record-retention";
const DAY_SECONDS = 86_400;

export async function queueRetentionRound(boss: PgBoss): Promise<string | null> {
  return boss.send(RETENTION_QUEUE, {}, { singletonSeconds: DAY_SECONDS, retryLimit: 3, retryDelay: 600 });
}

/** Starts this process's worker of the daily job and its hourly request for it; `stop` ends both. */
export async function startRecordRetention(
  services: RetentionServices & { jobs: PgBoss; logger: Logger },
  { askEveryMs = 3_600_000, pollingIntervalSeconds = 60 }: { askEveryMs?: number; pollingIntervalSeconds?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  const boss = services.jobs;
  await boss.createQueue(RETENTION_QUEUE, { policy: "singleton" });
  await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds }, async () => {
    const deleted = await deleteExpiredRecords(services);
    if (deleted.length > 0) services.logger.info({ patientIds: deleted }, "records deleted at the end of their retention");
  });
  const asking = every(askEveryMs, () =>
    queueRetentionRound(boss).then(
      () => undefined,
      (error: unknown) => services.logger.warn({ err: error }, "could not ask for the day's record retention job"),
    ),
  );
  return {
    async stop() {
      await asking.stop();
      await boss.offWork(RETENTION_QUEUE, { wait: true });
    },
  };
}
