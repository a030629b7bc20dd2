import type { Database } from "#db/client.ts";
import { referralFiles } from "#db/schema/referrals.ts";
import type { FileStore } from "#integrations/storage/file-store.ts";
import type { Logger } from "#server/logger.ts";
import { every } from "#server/jobs/every.ts";

export interface OrphanSweep {
  /** Files no referral refers to, moved to the quarantine. */
  quarantined: string[];
  /** True when the database names no document at all while old files are stored: nothing was moved. */
  skippedEmptyDatabase: boolean;
}

/**
 * A referral's document is written to the file store before the referral's transaction commits, and
 * deleted again if it fails (receive-referral.ts). A crash between the two leaves an encrypted file that no
 * referral refers to; these are found here and moved to the quarantine, never deleted: pointing
 * DATABASE_URL at another or a restored database makes every document look orphaned. For the same reason,
 * a database that names no document at all while the folder holds some moves nothing. A file younger than
 * `graceMs` may belong to a referral being stored right now, so it is left for a later round.
 */
export async function quarantineOrphanReferralFiles(
  db: Database,
  files: FileStore,
  { graceMs = 60 * 60 * 1000, now = new Date() }: { graceMs?: number; now?: Date } = {},
): Promise<OrphanSweep> {
  const candidates = (await files.list()).filter((file) => now.getTime() - file.writtenAt.getTime() > graceMs);
  if (candidates.length === 0) return { quarantined: [], skippedEmptyDatabase: false };
  // Every key the database knows, one column of one table: an `IN (...)` of every stored file would
  // outgrow PostgreSQL's 65,535 parameters once the practice has kept that many documents.
  const referenced = new Set((await db.select({ key: referralFiles.storageKey }).from(referralFiles)).map((row) => row.key));
  if (referenced.size === 0) return { quarantined: [], skippedEmptyDatabase: true };
  const orphans = candidates.map((file) => file.key).filter((key) => !referenced.has(key));
  for (const key of orphans) await files.quarantine(key);
  return { quarantined: orphans, skippedEmptyDatabase: false };
}

/** Runs the removal at start and then every `intervalMs`, on this process's own timer; returns the stop. */
export function startOrphanFileSweep(
  db: Database,
  files: FileStore,
  logger: Logger,
  intervalMs = 60 * 60 * 1000,
): { stop(): Promise<void> } {
  return every(intervalMs, () =>
    quarantineOrphanReferralFiles(db, files)
      .then(({ quarantined, skippedEmptyDatabase }) => {
        if (quarantined.length > 0)
          logger.warn({ count: quarantined.length }, "moved referral files no referral refers to into the quarantine");
        if (skippedEmptyDatabase) {
          logger.warn("referral documents are stored but the database names none: nothing moved (is DATABASE_URL the right database?)");
        }
      })
      .catch((error: unknown) => logger.error({ err: error }, "referral file sweep failed")),
  );
}
