import "./zod-jitless.ts";
import * as z from "zod/mini";
import type { AdherenceFlags, PatientAdherence } from "./adherence.ts";
import type { AdminAppointment } from "./admin.ts";
import { bookingDetailsSchema } from "./booking.ts";
import type { Outcome } from "./form-reply.ts";
import { singleLineText } from "./text-fields.ts";

/**
 * The practitioner's patient records (docs/decisions/0046): the list, one record's page, correcting its
 * details, merging two records and linking a referral to one. One schema per payload, for the pages' forms
 * and the admin API (/api/admin/patients) alike.
 */

/** A patient record's id: the pages' `:id` and the API's. */
export const patientParamSchema = z.object({ id: z.uuid("This patient record does not exist.") });

/** GET /api/admin/patients?q=&page=, and the list page's search: part of a name, an email or a phone number. */
export const patientsQuerySchema = z.object({
  q: z.optional(singleLineText().check(z.maxLength(120, "Please search with fewer words"))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type PatientsQuery = z.output<typeof patientsQuerySchema>;

const { name, email, phone } = bookingDetailsSchema.shape;

/**
 * PATCH /api/admin/patients/:id and the patient page's 'Correct details': the booking form's rules for each
 * field. The phone may be left empty: a record made from a referral has none.
 */
export const patientDetailsSchema = z.object({
  name,
  email,
  phone: z.pipe(
    z.transform((value: unknown) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value)),
    z.nullable(phone),
  ),
});
export type PatientDetailsInput = z.input<typeof patientDetailsSchema>;
export type PatientDetails = z.output<typeof patientDetailsSchema>;

/** POST /api/admin/patients/merge and the patient page's merge: everything of `absorbId` moves to `keepId`. */
export const patientMergeSchema = z
  .object({
    keepId: z.uuid("Choose the record to keep"),
    absorbId: z.uuid("Choose the record to merge"),
  })
  .check(z.refine((merge) => merge.keepId !== merge.absorbId, { message: "Choose two different records to merge", path: ["absorbId"] }));
export type PatientMerge = z.output<typeof patientMergeSchema>;

/** The referral page's 'Link to this patient'. */
export const referralPatientLinkSchema = z.object({ patientId: z.uuid("Choose a patient record") });

/** One line of the patient list: who, and when they were last and are next seen. */
export interface AdminPatientSummary {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** The next confirmed appointment's start (ISO), or null. */
  nextAppointment: string | null;
  /** The last confirmed appointment that has started (ISO), or null. */
  lastAppointment: string | null;
}

/** A page of the list, in name order. */
export interface AdminPatientsPage {
  patients: AdminPatientSummary[];
  page: number;
  hasMore: boolean;
}

/** What the patient page's header shows, on every tab. */
export interface AdminPatientHeader {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** Set when this record was merged into another: its page sends the practitioner there. */
  mergedIntoId: string | null;
}

/** An appointment of the record with its payments, as the dashboard's card shows them. */
export interface AdminPatientAppointment extends AdminAppointment {
  /** A cancelled appointment's deposit refund, as the provider has it so far. */
  depositRefund: "pending" | "completed" | null;
}

export interface AdminPatientReferral {
  id: string;
  createdAt: string;
  referrerName: string;
  clinicName: string;
  /** The attached document's name, or null. */
  documentName: string | null;
  handledAt: string | null;
}

export interface AdminPatientMessage {
  id: string;
  createdAt: string;
  subject: string;
  handledAt: string | null;
}

/** A record merged into this one, kept for the history. */
export interface AdminMergedPatient {
  id: string;
  name: string;
  email: string;
  mergedAt: string;
}

/** GET /api/admin/patients/:id: the record's overview. */
export interface AdminPatient extends AdminPatientHeader {
  createdAt: string;
  /** Newest first; those waiting for a time first of all. */
  appointments: AdminPatientAppointment[];
  referrals: AdminPatientReferral[];
  messages: AdminPatientMessage[];
  merged: AdminMergedPatient[];
}

/** The admin pages' patient records (contracts/admin-pages.ts `patients`): the same use-cases as the API. */
export interface AdminPatientPages {
  list(query: PatientsQuery): Promise<AdminPatientsPage>;
  /** Whole weeks since each patient's surgery, from their submitted intake (null: none yet or no date); each intake opened is audited. */
  weeksSinceSurgery(patientIds: readonly string[]): Promise<Record<string, number | null>>;
  /** Who has not exercised for a week or whose pain rose (docs/decisions/0051); each patient's logs opened are audited. */
  adherenceFlags(patientIds: readonly string[]): Promise<Record<string, AdherenceFlags>>;
  /** A patient's programmes week by week (audited); null for no such record. */
  adherence(id: string): Promise<PatientAdherence | null>;
  /** Null when the id names no record (the page's 404). */
  header(id: string): Promise<AdminPatientHeader | null>;
  overview(id: string): Promise<AdminPatient | null>;
  updateDetails(id: string, details: PatientDetails): Promise<Outcome<AdminPatientHeader>>;
  /** The kept record's id. */
  merge(merge: PatientMerge): Promise<Outcome<string>>;
  linkReferral(referralId: string, patientId: string): Promise<Outcome<void>>;
  unlinkReferral(referralId: string): Promise<Outcome<void>>;
  /** A new record from the referral's patient, linked to it; its id. */
  createFromReferral(referralId: string): Promise<Outcome<string>>;
}
