import type { PgBoss } from "pg-boss";
import { askForRound, startPeriodicRound, type PeriodicRound, type RoundTiming } from "#server/jobs/periodic-round.ts";
import type { Logger } from "#server/logger.ts";
import { deleteExpiredRecords, type RetentionServices } from "./delete-expired-records.ts";

/**
 * The daily deletion of records whose retention has ended (docs/decisions/0049), a periodic round
 * (server/jobs/periodic-round.ts). The deletion claims each record itself, so even two runs at once delete it once.
 */
export const RETENTION_QUEUE = "record-retention";
const retentionRound = { queue: RETENTION_QUEUE, periodSeconds: 86_400 };

export function queueRetentionRound(boss: PgBoss): Promise<string | null> {
  return askForRound(boss, retentionRound);
}

/** Starts this process's worker of the daily job and its hourly request for it; `stop` ends both. */
export function startRecordRetention(
  services: RetentionServices & { jobs: PgBoss; logger: Logger },
  timing: RoundTiming = { askEveryMs: 3_600_000 },
): Promise<{ stop(): Promise<void> }> {
  const round: PeriodicRound = {
    ...retentionRound,
    name: "the day's record retention",
    async run() {
      const deleted = await deleteExpiredRecords(services);
      if (deleted.length > 0) services.logger.info({ patientIds: deleted }, "records deleted at the end of their retention");
    },
  };
  return startPeriodicRound(services.jobs, services.logger, round, timing);
}
