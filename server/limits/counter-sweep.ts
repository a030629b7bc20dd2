import type { Database } from "#db/client.ts";
import { every } from "#server/jobs/every.ts";
import type { Logger } from "#server/logger.ts";
import { deleteExpiredCounters } from "./shared-limiter.ts";

/**
 * Deletes the rate limits' expired counters at start and then hourly, so the table holds only the windows
 * under way. Several processes may each sweep: a delete of what has expired is the same from any of them.
 */
export function startCounterSweep(db: Database, logger: Logger, intervalMs = 60 * 60 * 1000): { stop(): Promise<void> } {
  return every(intervalMs, () =>
    deleteExpiredCounters(db, new Date())
      .then((deleted) => logger.debug({ deleted }, "expired rate-limit counters deleted"))
      .catch((error: unknown) => logger.error({ err: error }, "rate-limit counter sweep failed")),
  );
}
