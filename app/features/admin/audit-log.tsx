import type { AuditEntry } from "#contracts/admin.ts";
import { AdminWhen } from "./admin-when.tsx";

/** How each recorded action reads; an action without a wording shows as recorded. */
const actionNames: Record<string, string> = {
  "admin.login": "Signed in",
  "admin.login_failed": "Failed sign-in",
  "admin.logout": "Signed out",
  "appointment.completed": "Consultation marked complete",
  "balance.charged": "Balance charged",
  "balance.declined": "Balance charge declined",
  "balance.paid_by_link": "Balance paid through a payment link",
  "balance.link_created": "Payment link created",
  "referral.document_downloaded": "Referral document downloaded",
  "receipt.downloaded": "Receipt downloaded",
  "referral.handled": "Referral marked handled",
  "message.handled": "Message marked handled",
  "mail.send_again": "Email sent again",
  "scheduler.settings_saved": "Availability changed",
  "patient.updated": "Patient details corrected",
  "patient.merged": "Patient records merged",
  "patient.created": "Patient record created from a referral",
  "referral.patient_linked": "Referral linked to a patient record",
  "referral.patient_unlinked": "Referral unlinked from its patient record",
  "note.listed": "Clinical notes listed",
  "note.read": "Clinical note opened",
  "note.saved": "Clinical note saved",
  "note.signed": "Clinical note signed",
  "note.addendum": "Addendum added to a clinical note",
  "consent.published": "Telehealth consent published",
  "programme.created": "Programme created",
  "programme.version_saved": "Programme version saved",
  "programme.stopped": "Programme stopped",
  "programme_session.logged": "Exercise session logged",
  "programme_session.read": "Exercise session logs read",
  "intake.saved": "Intake saved",
  "intake.submitted": "Intake submitted",
  "intake.read": "Intake read",
  "exercise_reminders.opted_out": "Exercise reminders turned off",
  "exercise_reminders.opted_in": "Exercise reminders turned on",
  "questionnaire.requested": "Questionnaire asked for",
  "questionnaire.read": "Questionnaire answers opened",
  "questionnaire.saved": "Questionnaire answer saved",
  "questionnaire.submitted": "Questionnaire sent",
  "questionnaire.withdrawn": "Questionnaire withdrawn",
  "questionnaire_schedule.stopped": "Questionnaire schedule stopped",
  "questionnaire_schedule.started": "Questionnaire schedule started again",
  "report_consent.recorded": "Consent to a progress report recorded",
  "report_consent.withdrawn": "Consent to a progress report withdrawn",
  "progress_report.downloaded": "Progress report downloaded",
  "progress_report.emailed": "Progress report emailed",
};

/** How an action reads in a log. */
const auditActionName = (action: string) => actionNames[action] ?? action;

const actorNames: Record<AuditEntry["actor"], string> = { admin: "Practitioner", patient: "Patient", system: "System" };

/**
 * Recorded events as a table: when (Melbourne time), who when `withActor`, what, from which address. On a
 * phone, who and from where go under what, in place of their columns.
 */
export function AuditTable({ entries, withActor = false }: { entries: AuditEntry[]; withActor?: boolean }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              When
            </th>
            {withActor && (
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Who
              </th>
            )}
            <th scope="col" className="px-3 py-2 font-medium">
              What
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              From
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const who = actorNames[entry.actor] ?? entry.actor;
            return (
              <tr key={entry.id} className="border-t align-top">
                <td className="px-3 py-2 sm:whitespace-nowrap">
                  <AdminWhen iso={entry.at} />
                </td>
                {withActor && <td className="hidden px-3 py-2 sm:table-cell">{who}</td>}
                <td className="px-3 py-2">
                  {auditActionName(entry.action)}
                  {entry.appointmentId && (
                    <span className="block text-xs break-all text-muted-foreground">Appointment {entry.appointmentId.slice(0, 8)}</span>
                  )}
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {withActor ? `${who}, from` : "From"} {entry.clientAddress ?? "an unknown address"}
                  </span>
                </td>
                <td className="hidden px-3 py-2 break-all sm:table-cell">{entry.clientAddress ?? "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The latest events of the admin area and of money (docs/product/decisions.md, 19: ids only, no personal data). */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-heading" className="space-y-3">
      <h2 id="audit-heading" className="text-xl font-semibold text-brand-deep">
        Audit log
      </h2>
      {entries.length === 0 ? <p className="text-sm text-muted-foreground">Nothing recorded yet.</p> : <AuditTable entries={entries} />}
    </section>
  );
}
