import type { AdminPages } from "#contracts/admin-pages.ts";
import type { Outcome } from "#contracts/form-reply.ts";
import { adminCounts } from "#server/admin/admin-counts.ts";
import { latestAudit } from "#server/admin/audit.ts";
import { signIn, signOut } from "#server/admin/sign-in.ts";
import { sessionCookie, sessionIdOf } from "#server/api/admin/session-cookie.ts";
import { listAdminAppointments } from "#server/appointments/list-admin-appointments.ts";
import { markConsultationComplete } from "#server/appointments/mark-consultation-complete.ts";
import { availabilityView, saveAvailability } from "#server/bookings/admin-availability.ts";
import { cancelBooking } from "#server/bookings/cancel-booking.ts";
import { listContactMessages, markContactMessageHandled, readContactMessage } from "#server/contact/admin-contact-messages.ts";
import type { AppServices } from "#server/context.ts";
import { listOutbox, readOutboxMessage, sendOutboxMessageAgain } from "#server/outbox/admin-outbox.ts";
import { readIntakeForPractitioner } from "#server/intake/read-intake.ts";
import { consentVersions, publishConsent } from "#server/intake/telehealth-consent.ts";
import { chargeRemaining } from "#server/payments/collect-balance.ts";
import { clinicalNotePages } from "./clinical-note-pages.ts";
import { item, validId } from "./page-items.ts";
import { outcomeOf as outcome } from "./page-writes.ts";
import { adminPatientPages } from "./admin-patient-pages.ts";
import { programmePages } from "./programme-pages.ts";
import { adminQuestionnairePages } from "./questionnaire-pages.ts";
import { outcomeProgressPages } from "./outcome-progress-pages.ts";
import { listReferralsForAdmin, markReferralHandled, readReferralForAdmin } from "#server/referrals/admin-referrals.ts";
import { recordExportPage } from "#server/record-export/record-export-page.ts";
import { keepRecordUntil } from "#server/record-retention/keep-record-until.ts";

/** The admin pages' slice of the page context (contracts/admin-pages.ts): what routes/admin/* call. */
export function adminPages(services: AppServices, clientAddress: string): AdminPages {
  const { config, database, referralNotes, mail } = services;
  const { db } = database;
  const audit = { clientAddress };
  const done = async (run: () => Promise<unknown>) => outcome(async () => void (await run()));
  // An id that cannot name an item is refused as a path check refuses it (400).
  const doneWith = async (id: string, run: (id: string) => Promise<unknown>): Promise<Outcome<void>> =>
    validId(id) ? done(() => run(id)) : { ok: false, refusal: { status: 400, error: "This item does not exist." } };
  return {
    counts: () => adminCounts(db),
    appointments: (query) =>
      listAdminAppointments(db, query, { fees: config.fees, graceMinutes: config.videoRoom.graceMinutes }, new Date()),
    audit: () => latestAudit(db),
    referrals: () => listReferralsForAdmin(db),
    referral: (id) => item(id, (valid) => readReferralForAdmin(db, referralNotes, valid)),
    messages: () => listContactMessages(db),
    message: (id) => item(id, (valid) => readContactMessage(db, valid)),
    outbox: async () => ({ messages: await listOutbox(db), smtpConfigured: config.mail.smtpUrl !== null }),
    outboxMessage: (id) => item(id, (valid) => readOutboxMessage(db, valid)),
    availability: () => availabilityView(services, new Date()),
    markCompleted: ({ appointmentId }) => done(() => markConsultationComplete(db, appointmentId, audit, config.fees)),
    cancelAppointment: ({ appointmentId, refundDeposit }) =>
      outcome(async () => {
        const cancelled = await cancelBooking(services, {
          appointmentId,
          by: "practice",
          deposit: refundDeposit ? "refund" : "keep",
          clientAddress,
        });
        return cancelled.refund?.status ?? null;
      }),
    chargeRemaining: (payload) => outcome(() => chargeRemaining(services, payload, audit)),
    markReferralHandled: (id) => doneWith(id, (valid) => markReferralHandled(db, referralNotes, valid, audit)),
    markMessageHandled: (id) => doneWith(id, (valid) => markContactMessageHandled(db, valid, audit)),
    sendAgain: (id) =>
      doneWith(id, (valid) => sendOutboxMessageAgain({ db, mail, smtpConfigured: config.mail.smtpUrl !== null }, valid, audit)),
    saveAvailability: (settings) => done(() => saveAvailability(db, settings, audit)),
    clinicalNotes: clinicalNotePages(services, clientAddress),
    programmes: programmePages(services, clientAddress),
    recordExport: (id) => item(id, (valid) => recordExportPage(db, valid)),
    keepRecordUntil: (id, payload) => doneWith(id, (valid) => keepRecordUntil(db, valid, payload, audit)),
    patientIntake: (patientId) => item(patientId, (valid) => readIntakeForPractitioner(services, valid, audit)),
    consentVersions: () => consentVersions(db),
    publishConsent: ({ text }) => outcome(() => publishConsent(db, text, audit)),
    async signIn(request, password) {
      const previousSessionId = sessionIdOf(config, request.headers.get("cookie"));
      const session = await signIn(services, { password, clientAddress, previousSessionId });
      return session.ok ? { ok: true, value: { setCookie: sessionCookie(config, session.value) } } : session;
    },
    async signOut(request) {
      await signOut(services, sessionIdOf(config, request.headers.get("cookie")), clientAddress);
      return { setCookie: sessionCookie(config, null) };
    },
    patients: adminPatientPages(services, clientAddress),
    questionnaires: adminQuestionnairePages(services, clientAddress),
    outcomeProgress: outcomeProgressPages(services, clientAddress),
  };
}
