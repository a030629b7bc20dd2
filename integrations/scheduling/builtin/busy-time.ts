import { and, eq, gt, gte, lt, or, sql, type SQLWrapper } from "drizzle-orm";
import type { BusyInterval } from "#core/scheduling/slots.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";

export const PRACTITIONER_ID = "main";
const LONGEST_OCCUPATION_MS = 24 * 60 * 60_000;

/**
 * Time already taken between two instants: confirmed appointments and holds that have not lapsed. Lapsed
 * holds are simply not counted, so their slots are offered again without anyone cleaning them up.
 * The intervals come back as two arrays of epoch milliseconds in one row: a busy calendar has hundreds of
 * rows in 8 weeks, and one row instead of hundreds halves the time on the embedded database.
 */
export async function listBusyIntervals(db: Database, range: { from: Date; to: Date; now: Date }): Promise<BusyInterval[]> {
  const epochMs = (column: SQLWrapper) => sql`(extract(epoch from ${column}) * 1000)::float8`;
  const result = (await db.execute(sql`
    select array_agg(${epochMs(appointments.startAt)}) as starts, array_agg(${epochMs(appointments.blockedUntil)}) as ends
    from ${appointments}
    where ${and(
      eq(appointments.practitionerId, PRACTITIONER_ID),
      or(eq(appointments.status, "confirmed"), and(eq(appointments.status, "held"), gt(appointments.holdExpiresAt, range.now))),
      lt(appointments.startAt, range.to),
      // No consultation lasts a day: this lower bound lets the start_at index skip the whole history.
      gte(appointments.startAt, new Date(range.from.getTime() - LONGEST_OCCUPATION_MS)),
      gt(appointments.blockedUntil, range.from),
    )}
  `)) as unknown as { rows: { starts: number[] | null; ends: number[] | null }[] };
  const { starts, ends } = result.rows[0] ?? { starts: null, ends: null };
  if (!starts || !ends) return [];
  return starts.map((start, index) => ({ start: new Date(Number(start)), end: new Date(Number(ends[index])) }));
}

/**
 * Makes the transactions that claim calendar time (placing a hold, giving a paid booking its time) queue for
 * one another, until the caller's transaction ends. The exclusion constraint still judges who gets a time;
 * the queue keeps PostgreSQL from judging two claims inserted at the same instant by a deadlock (one of them
 * aborted with 40P01, an error instead of "just booked") and lets the loser see the winner's committed row.
 * Take it before the claim touches any other appointment, so no claimant holds a row another waits for while
 * it queues.
 */
export async function queueForCalendar(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar:${PRACTITIONER_ID}`}))`);
}

/**
 * Marks lapsed holds that overlap [start, blockedUntil) as expired, in the caller's transaction, so the
 * exclusion constraint stops counting them before a new row claims their time.
 */
export async function expireLapsedHoldsOverlapping(
  db: Database,
  range: { start: Date; blockedUntil: Date; now: Date; exceptId?: string },
): Promise<void> {
  await db
    .update(appointments)
    .set({ status: "expired", updatedAt: range.now })
    .where(
      and(
        eq(appointments.practitionerId, PRACTITIONER_ID),
        eq(appointments.status, "held"),
        sql`${appointments.holdExpiresAt} <= ${range.now.toISOString()}::timestamptz`,
        sql`tstzrange(${appointments.startAt}, ${appointments.blockedUntil}, '[)') && tstzrange(${range.start.toISOString()}::timestamptz, ${range.blockedUntil.toISOString()}::timestamptz, '[)')`,
        range.exceptId ? sql`${appointments.id} <> ${range.exceptId}` : undefined,
      ),
    );
}

/** Every lapsed hold, for an optional periodic sweep; availability does not depend on it. */
export async function expireLapsedHolds(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(appointments)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(appointments.status, "held"), sql`${appointments.holdExpiresAt} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: appointments.id });
  return expired.length;
}
