import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";
import { and, asc, eq, gte, inArray, isNotNull, lt, or } from "drizzle-orm";
import { addDays, melbourneMidnight } from "#core/calendar/melbourne-days.ts";
import type { AppointmentsExportQuery } from "#contracts/admin-inbox.ts";
import type { FeeSchedule } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { toAdminAppointment } from "./admin-appointment-view.ts";

/** The export's columns, in order: the spreadsheet's header row. */
export const appointmentExportColumns = [
  "Appointment ID",
  "Start",
  "End",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Payment method",
  "Test booking",
  "Deposit (AUD)",
  "Deposit paid",
  "Remaining (AUD)",
  "Remaining paid",
  "Consultation completed",
  "Cancelled",
] as const;

export type AppointmentExportRow = Record<(typeof appointmentExportColumns)[number], string>;

/** An instant as an ISO 8601 date-time in the practice's zone, with its offset (+10:00 or +11:00). */
function localIso(instant: Date | null): string {
  return instant ? formatISO(new TZDate(instant.getTime(), practice.timeZone)) : "";
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The appointments that start on the chosen practice-local dates (both included), with their payment
 * states and amounts, oldest first: the paid ones and those cancelled after the deposit, never holds.
 */
export async function appointmentsForExport(
  db: Database,
  query: AppointmentsExportQuery,
  fees: FeeSchedule,
): Promise<AppointmentExportRow[]> {
  const from = melbourneMidnight(query.from);
  const until = melbourneMidnight(addDays(query.to, 1));
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        gte(appointments.startAt, from),
        lt(appointments.startAt, until),
        or(
          inArray(appointments.status, ["confirmed", "awaiting_time"]),
          and(eq(appointments.status, "cancelled"), isNotNull(appointments.depositPaidAt)),
        ),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  return rows.map((row) => {
    const card = toAdminAppointment(row, fees, []);
    return {
      "Appointment ID": row.id,
      Start: localIso(row.startAt),
      End: localIso(row.endAt),
      Status: card.cancelled ? "Cancelled" : card.badge,
      Name: row.name,
      Email: row.email,
      Phone: row.phone,
      "Payment method": card.paymentMethod,
      "Test booking": card.testMode ? "yes" : "no",
      "Deposit (AUD)": dollars(card.depositCents),
      "Deposit paid": localIso(row.depositPaidAt),
      "Remaining (AUD)": dollars(card.balanceCents),
      "Remaining paid": localIso(row.balancePaidAt),
      "Consultation completed": localIso(row.consultationCompletedAt),
      Cancelled: localIso(row.cancelledAt),
    };
  });
}
