import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { BusyInterval } from "../../../core/scheduling/slots.ts";
import type { Database } from "../../../db/client.ts";
import { appointments } from "../../../db/schema/appointments.ts";

export const PRACTITIONER_ID = "main";

/**
 * Time already taken between two instants: confirmed appointments and holds that have not lapsed. Lapsed
 * holds are simply not counted, so their slots are offered again without anyone cleaning them up.
 */
export async function listBusyIntervals(db: Database, range: { from: Date; to: Date; now: Date }): Promise<BusyInterval[]> {
  const rows = await db
    .select({ start: appointments.startAt, end: appointments.blockedUntil })
    .from(appointments)
    .where(
      and(
        eq(appointments.practitionerId, PRACTITIONER_ID),
        or(
          eq(appointments.status, "confirmed"),
          and(eq(appointments.status, "held"), gt(appointments.holdExpiresAt, range.now)),
        ),
        lt(appointments.startAt, range.to),
        gt(appointments.blockedUntil, range.from),
      ),
    );
  return rows.flatMap((row) => (row.start && row.end ? [{ start: row.start, end: row.end }] : []));
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
