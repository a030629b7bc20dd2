import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import type * as Admin from "./admin.ts";
import type * as Inbox from "./admin-inbox.ts";
import type { ClinicalNotePages } from "./clinical-notes.ts";
import type { Outcome } from "./form-reply.ts";
import type { OutcomeProgressPages } from "./outcome-progress.ts";
import type { AdminPatientPages } from "./patients.ts";
import type { ProgrammePages } from "./programmes.ts";
import type { AdminQuestionnairePages } from "./questionnaires.ts";
import type { KeepUntilPayload, RecordExportPage } from "./record-export.ts";
import type { PractitionerIntakeView, TelehealthConsent, TelehealthConsentText } from "./intake.ts";

/**
 * The admin pages' reads and writes (docs/product/decisions.md, 10): the admin's use-cases, for the loaders and
 * actions of routes/admin/*, which the admin layout's middleware lets through only with a live session. An
 * item that does not exist (or an id that cannot name one) reads as null: the page's 404.
 */
export interface AdminPages {
  counts(): Promise<Inbox.AdminCounts>;
  appointments(query: Admin.AdminAppointmentsQuery): Promise<Admin.AdminAppointmentsPage>;
  audit(): Promise<Admin.AuditEntry[]>;
  referrals(): Promise<Inbox.AdminReferralSummary[]>;
  referral(id: string): Promise<Inbox.AdminReferral | null>;
  messages(): Promise<Inbox.AdminContactMessage[]>;
  message(id: string): Promise<Inbox.AdminContactMessage | null>;
  outbox(): Promise<Inbox.AdminOutboxPage>;
  outboxMessage(id: string): Promise<Inbox.AdminOutboxMessage | null>;
  availability(): Promise<Inbox.AdminAvailabilityView>;
  markCompleted(payload: Admin.AppointmentActionPayload): Promise<Outcome<void>>;
  cancelAppointment(payload: Admin.CancelAppointmentPayload): Promise<Outcome<Admin.CancellationRefund>>;
  chargeRemaining(payload: Admin.ChargeRemainingPayload): Promise<Outcome<Admin.ChargeRemainingResponse>>;
  markReferralHandled(id: string): Promise<Outcome<void>>;
  markMessageHandled(id: string): Promise<Outcome<void>>;
  sendAgain(id: string): Promise<Outcome<void>>;
  saveAvailability(settings: SchedulerSettings): Promise<Outcome<void>>;
  /** A patient's clinical notes and access log (docs/decisions/0046). */
  clinicalNotes: ClinicalNotePages;
  /** A patient's prescribed programmes (docs/decisions/0050). */
  programmes: ProgrammePages;
  /** A patient's record as the export page shows it: counts and retention, nothing opened. */
  recordExport(patientId: string): Promise<RecordExportPage | null>;
  /** Keep a record at least through a date (a child's 25th birthday), or clear it. */
  keepRecordUntil(patientId: string, payload: KeepUntilPayload): Promise<Outcome<void>>;
  /** A patient's intake and consent as the practitioner reads it (audited); null for no such patient. */
  patientIntake(patientId: string): Promise<PractitionerIntakeView | null>;
  /** The telehealth consent's versions, oldest first: the last is the one patients agree to now. */
  consentVersions(): Promise<TelehealthConsent[]>;
  /** A new consent text, published as the next version (the same text changes nothing). */
  publishConsent(payload: TelehealthConsentText): Promise<Outcome<{ version: number; changed: boolean }>>;
  /** POST /api/admin/login's sign-in: the throttle, the password, the Set-Cookie of the new session. */
  signIn(request: Request, password: string): Promise<Outcome<{ setCookie: string }>>;
  /** The session ended; the Set-Cookie that clears it. */
  signOut(request: Request): Promise<{ setCookie: string }>;
  /** The patient records: the list, a record's page, corrections, merges, a referral's record. */
  patients: AdminPatientPages;
  /** A record's outcome questionnaires: their states, and one asked for now (docs/decisions/0052). */
  questionnaires: AdminQuestionnairePages;
  /** A patient's outcome measures over time, the consents to a report and the report to the surgeon. */
  outcomeProgress: OutcomeProgressPages;
}
