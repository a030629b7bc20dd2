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
  /** A patient's intake and telehealth consent, as the practitioner reads it. */
  patientIntake: (patientId: string) => `/admin/patients/${patientId}/intake`,
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
} as const;
