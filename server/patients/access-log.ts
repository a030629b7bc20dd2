import { and, desc, sql } from "drizzle-orm";
import type { AuditEntry } from "#contracts/admin.ts";
import type { Database } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { patients } from "#db/schema/patients.ts";
import { auditEntryOf } from "#server/admin/audit.ts";

/** Events per page of a patient's access log. */
export const ACCESS_LOG_PAGE_SIZE = 50;

/**
 * Who read or changed a patient's record (docs/decisions/0046), newest first, a page at a time: `before` is
 * the id of the last event of the page before, and the next page starts after it, in (time, id) order, as
 * the database stores the time (to the microsecond). The log holds ids, actions and addresses, no health
 * information, so reading it is not itself an audited access. A merge leaves events where they were written:
 * the log of a record holds those of the records merged into it too.
 */
export async function patientAccessLog(
  db: Database,
  patientId: string,
  before: string | null,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        sql`${auditEvents.patientId} IN (SELECT ${patients.id} FROM ${patients} WHERE ${patients.id} = ${patientId} OR ${patients.mergedIntoId} = ${patientId})`,
        before === null
          ? undefined
          : sql`(${auditEvents.at}, ${auditEvents.id}) < (SELECT e.at, e.id FROM ${auditEvents} e WHERE e.id = ${before})`,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(ACCESS_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, ACCESS_LOG_PAGE_SIZE);
  return {
    entries: page.map(auditEntryOf),
    nextCursor: rows.length > ACCESS_LOG_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
