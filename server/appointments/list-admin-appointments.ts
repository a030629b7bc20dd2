import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminAppointmentsPage, AdminAppointmentsQuery } from "#contracts/admin.ts";
import type { FeeSchedule } from "#core/fees.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { intakeStates } from "#server/intake/intake-status.ts";
import { receiptsByAppointment } from "#server/receipts/receipt-documents.ts";
import { roomSummaries } from "#server/video-room/room-summaries.ts";
import { toAdminAppointment } from "./admin-appointment-view.ts";
import { decodeCursor, encodeCursor, type AppointmentsCursor } from "./appointments-cursor.ts";

/** Cards per request: the dashboard loads more on demand, never the whole table. */
export const ADMIN_PAGE_SIZE = 25;

/**
 * Which appointments the practitioner sees. Paid ones (confirmed, or awaiting their time) are live.
 * Holds, live or lapsed, are a patient part-way through checkout: not the practitioner's business.
 * A cancellation after paying stays visible under Past, marked cancelled, so the deposit is accounted for.
 */
const liveStatuses = ["confirmed", "awaiting_time"] as const;

/**
 * One page of the dashboard (docs/product/spec.md §7 GET /api/admin/appointments). Upcoming: live appointments from `now`
 * on, soonest first, then those without a time yet. Past: live ones that have started and paid
 * cancellations, most recent first. `q` matches part of a name or email. Keyset pagination on
 * (start_at, id), so a page costs the same however deep it is. With each appointment's consultation room
 * (ROOM_GRACE_MINUTES' `graceMinutes`).
 */
export async function listAdminAppointments(
  db: Database,
  query: AdminAppointmentsQuery,
  { fees, graceMinutes }: { fees: FeeSchedule; graceMinutes: number },
  now: Date,
): Promise<AdminAppointmentsPage> {
  const upcoming = (query.view ?? "upcoming") === "upcoming";
  const live = inArray(appointments.status, [...liveStatuses]);
  const conditions: (SQL | undefined)[] = [
    upcoming
      ? and(live, or(gte(appointments.startAt, now), isNull(appointments.startAt)))
      : or(and(live, lt(appointments.startAt, now)), and(eq(appointments.status, "cancelled"), isNotNull(appointments.depositPaidAt))),
  ];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(appointments.name, pattern), ilike(appointments.email, pattern)));
  }
  if (query.cursor) conditions.push(after(decodeCursor(query.cursor), upcoming));

  const rows = await db
    .select()
    .from(appointments)
    .where(and(...conditions))
    .orderBy(
      ...(upcoming
        ? [sql`${appointments.startAt} ASC NULLS LAST`, asc(appointments.id)]
        : [sql`${appointments.startAt} DESC NULLS LAST`, desc(appointments.id)]),
    )
    .limit(ADMIN_PAGE_SIZE + 1);

  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const receiptsOf = await receiptsByAppointment(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    appointments: page.map((row) => toAdminAppointment(row, fees, receiptsOf.get(row.id) ?? [])),
    nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? encodeCursor({ start: last.startAt, id: last.id }) : null,
    rooms: await roomSummaries(db, page, { now, graceMinutes }),
    intakes: await intakesOf(db, page),
  };
}

/** The intake state of each appointment's patient, by appointment id. */
async function intakesOf(db: Database, rows: readonly AppointmentRow[]): Promise<AdminAppointmentsPage["intakes"]> {
  const states = await intakeStates(
    db,
    rows.flatMap((row) => (row.patientId ? [row.patientId] : [])),
  );
  const intakes: AdminAppointmentsPage["intakes"] = {};
  for (const { id, patientId } of rows) if (patientId) intakes[id] = { patientId, state: states.get(patientId) ?? "none" };
  return intakes;
}

/** Rows after the cursor in the view's order; rows without a time come last in both orders. */
function after(cursor: AppointmentsCursor, ascending: boolean): SQL | undefined {
  const beyond = ascending ? gt : lt;
  if (cursor.start === null) return and(isNull(appointments.startAt), beyond(appointments.id, cursor.id));
  return or(
    beyond(appointments.startAt, cursor.start),
    and(eq(appointments.startAt, cursor.start), beyond(appointments.id, cursor.id)),
    isNull(appointments.startAt),
  );
}

/** `%`, `_` and `\` typed in the search box match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
