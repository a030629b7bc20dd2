import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type {
  AdminPatient,
  AdminPatientAppointment,
  AdminPatientHeader,
  AdminPatientsPage,
  AdminPatientSummary,
  PatientsQuery,
} from "#contracts/patients.ts";
import type { FeeSchedule } from "#core/fees.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { patients, type PatientRow } from "#db/schema/patients.ts";
import { referralFiles, referrals } from "#db/schema/referrals.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { toAdminAppointment } from "#server/appointments/admin-appointment-view.ts";
import { escapeLike } from "#server/appointments/list-admin-appointments.ts";
import { NotFoundError } from "#server/errors.ts";
import { receiptsByAppointment } from "#server/receipts/receipt-documents.ts";

/** Records per page of the list: a screenful to scan; a search finds the rest. */
export const PATIENTS_PAGE_SIZE = 50;

export const patientNotFound = () => new NotFoundError("This patient record does not exist.");

/** Each record's confirmed appointments around `now`: the soonest from then on and the latest before it. */
function appointmentsAround(db: Database, now: Date) {
  const start = appointments.startAt;
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      patientId: appointments.patientId,
      next: sql`min(${start}) filter (where ${start} >= ${at})`.mapWith(start).as("next"),
      last: sql`max(${start}) filter (where ${start} < ${at})`.mapWith(start).as("last"),
    })
    .from(appointments)
    .where(and(eq(appointments.status, "confirmed"), isNotNull(appointments.patientId)))
    .groupBy(appointments.patientId)
    .as("around");
}

/** `q` in a name or an email, or its digits in a phone number however it was spaced. */
function matching(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, "");
  return or(
    ilike(patients.name, pattern),
    ilike(patients.email, pattern),
    ilike(patients.phone, pattern),
    digits.length >= 3 ? sql`regexp_replace(coalesce(${patients.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}

/**
 * The live records (never one merged into another) in name order, a page at a time, each with its next and
 * last appointment; `q` narrows them by name, email or phone.
 */
export async function listPatients(db: Database, query: PatientsQuery, now: Date): Promise<AdminPatientsPage> {
  const page = query.page ?? 1;
  const q = query.q?.trim();
  const around = appointmentsAround(db, now);
  const rows = await db
    .select({
      id: patients.id,
      name: patients.name,
      email: patients.email,
      phone: patients.phone,
      next: around.next,
      last: around.last,
    })
    .from(patients)
    .leftJoin(around, eq(around.patientId, patients.id))
    .where(and(isNull(patients.mergedIntoId), q ? matching(q) : undefined))
    .orderBy(sql`lower(${patients.name})`, asc(patients.id))
    .limit(PATIENTS_PAGE_SIZE + 1)
    .offset((page - 1) * PATIENTS_PAGE_SIZE);
  return {
    patients: rows.slice(0, PATIENTS_PAGE_SIZE).map((row): AdminPatientSummary => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      nextAppointment: row.next?.toISOString() ?? null,
      lastAppointment: row.last?.toISOString() ?? null,
    })),
    page,
    hasMore: rows.length > PATIENTS_PAGE_SIZE,
  };
}

export const headerOf = (row: PatientRow): AdminPatientHeader => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  mergedIntoId: row.mergedIntoId,
});

async function patientRow(db: Database, id: string): Promise<PatientRow> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  if (!row) throw patientNotFound();
  return row;
}

/** The record's name and contact, and where it went if it was merged. */
export async function readPatientHeader(db: Database, id: string): Promise<AdminPatientHeader> {
  return headerOf(await patientRow(db, id));
}

/**
 * One record's overview: its appointments with their payments (the dashboard card's view, the deposit's
 * refund beside it), referrals, contact messages and the records merged into it. A merged record reads
 * with `mergedIntoId` and, everything having moved, nothing else.
 */
export async function readPatientForAdmin(db: Database, id: string, fees: FeeSchedule): Promise<AdminPatient> {
  const row = await patientRow(db, id);
  const [appointmentRows, referralRows, messageRows, mergedRows] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(eq(appointments.patientId, id))
      .orderBy(sql`${appointments.startAt} DESC NULLS FIRST`, desc(appointments.createdAt)),
    db
      .select({ referral: referrals, documentName: referralFiles.filename })
      .from(referrals)
      .leftJoin(referralFiles, eq(referralFiles.referralId, referrals.id))
      .where(eq(referrals.patientId, id))
      .orderBy(desc(referrals.createdAt)),
    db.select().from(contactMessages).where(eq(contactMessages.patientId, id)).orderBy(desc(contactMessages.createdAt)),
    db.select().from(patients).where(eq(patients.mergedIntoId, id)).orderBy(desc(patients.mergedAt)),
  ]);
  const ids = appointmentRows.map((appointment) => appointment.id);
  const [receiptsOf, refunds] = await Promise.all([
    receiptsByAppointment(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ appointmentId: depositRefunds.appointmentId, status: depositRefunds.status })
          .from(depositRefunds)
          .where(inArray(depositRefunds.appointmentId, ids)),
  ]);
  const refundOf = new Map(refunds.map((refund) => [refund.appointmentId, refund.status]));
  return {
    ...headerOf(row),
    createdAt: row.createdAt.toISOString(),
    appointments: appointmentRows.map((appointment): AdminPatientAppointment => ({
      ...toAdminAppointment(appointment, fees, receiptsOf.get(appointment.id) ?? []),
      depositRefund: refundOf.get(appointment.id) ?? null,
    })),
    referrals: referralRows.map(({ referral, documentName }) => ({
      id: referral.id,
      createdAt: referral.createdAt.toISOString(),
      referrerName: referral.referrerName,
      clinicName: referral.clinicName,
      documentName,
      handledAt: referral.handledAt?.toISOString() ?? null,
    })),
    messages: messageRows.map((message) => ({
      id: message.id,
      createdAt: message.createdAt.toISOString(),
      subject: message.subject,
      handledAt: message.handledAt?.toISOString() ?? null,
    })),
    merged: mergedRows.map((merged) => ({
      id: merged.id,
      name: merged.name,
      email: merged.email,
      mergedAt: (merged.mergedAt ?? merged.updatedAt).toISOString(),
    })),
  };
}
