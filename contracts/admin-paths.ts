/**
 * The admin area's pages below /admin. Kept out of `paths.ts`, which is in the framework chunk
 * every public page loads, so the admin's pages add no byte to the public pages' JavaScript.
 */
export const adminPaths = {
  appointments: "/admin",
  referrals: "/admin/referrals",
  referral: (id: string) => `/admin/referrals/${id}`,
  messages: "/admin/messages",
  message: (id: string) => `/admin/messages/${id}`,
  outbox: "/admin/outbox",
  outboxMessage: (id: string) => `/admin/outbox/${id}`,
  availability: "/admin/availability",
  /** The patient records: the list, searched by `q` (docs/decisions/0046). */
  patients: "/admin/patients",
  /** One record's page, its overview; the record's other tabs are below it. */
  patient: (id: string) => `/admin/patients/${id}`,
  /** A patient's clinical notes, newest first; a post here opens a consultation's note or starts a general one. */
  patientNotes: (patientId: string) => `/admin/patients/${patientId}/notes`,
  /** One note: the editor of a draft, or the signed note with its addenda. */
  patientNote: (patientId: string, noteId: string) => `/admin/patients/${patientId}/notes/${noteId}`,
  /** Who read or changed the patient's record, newest first (`before`: the next page's cursor). */
  patientAccessLog: (patientId: string, before?: string) =>
    `/admin/patients/${patientId}/access-log${before ? `?${new URLSearchParams({ before }).toString()}` : ""}`,
  /** A patient's record to download for an access request, and how long it is kept (docs/decisions/0049). */
  patientExport: (id: string) => `/admin/patients/${id}/export`,
  /** A patient's prescribed programmes (docs/decisions/0050); a post here makes one. */
  patientProgrammes: (patientId: string) => `/admin/patients/${patientId}/programmes`,
  /** One programme: its draft's editor, 'Save version', and the saved versions. */
  patientProgramme: (patientId: string, programmeId: string) => `/admin/patients/${patientId}/programmes/${programmeId}`,
  /** A patient's progress: adherence to their programmes week by week and their scores over time (docs/decisions/0051, 0053). */
  patientProgress: (patientId: string) => `/admin/patients/${patientId}/progress`,
  /** A patient's intake and telehealth consent, as the practitioner reads it. */
  patientIntake: (patientId: string) => `/admin/patients/${patientId}/intake`,
  /** A patient's outcome questionnaires: each asked and its state, and one asked for now (docs/decisions/0052). */
  patientQuestionnaires: (patientId: string) => `/admin/patients/${patientId}/questionnaires`,
  /** The practice's telehealth consent text and its versions. */
  consent: "/admin/consent",
  /** The practitioner's side of an appointment's consultation room (docs/decisions/0039). */
  consultationRoom: (appointmentId: string) => `/admin/consultations/${appointmentId}`,
  /** Where a sign-in lands: the dashboard, saying 'Login Successful' (docs/product/spec.md §8). */
  signedIn: "/admin?signed-in",
  /** Where a sign-out lands: the login page, saying 'Logged Out'. */
  signedOut: "/admin-login?signed-out",
} as const;

/** The admin API's downloads, which the pages link to. */
export const adminFiles = {
  referralDocument: (id: string) => `/api/admin/referrals/${id}/document`,
  networkMembersCsv: "/api/admin/network-members.csv",
  appointmentsCsv: "/api/admin/exports/appointments.csv",
  /** A patient's whole record: JSON for another system, PDF for the patient. */
  patientRecord: (id: string, format: "json" | "pdf") => `/api/admin/patients/${id}/record.${format}`,
  /** A patient's progress report for the clinician a consent names (docs/decisions/0053). */
  progressReport: (id: string, consentId: string) =>
    `/api/admin/patients/${id}/progress-report.pdf?${new URLSearchParams({ consentId }).toString()}`,
} as const;
