import { Paperclip } from "lucide";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { AdminPatientMessage, AdminPatientReferral } from "#contracts/patients.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { InboxList } from "#app/features/admin/inbox-list.tsx";

/** The referrals that name this patient, each opening on its own page with its document. */
export function PatientReferrals({ referrals }: { referrals: AdminPatientReferral[] }) {
  return (
    <section aria-labelledby="referrals-heading" className="space-y-4">
      <h2 id="referrals-heading" className="text-xl font-semibold text-brand-deep">
        Referrals
      </h2>
      <InboxList
        empty="No referrals for this patient."
        entries={referrals.map((referral) => ({
          id: referral.id,
          to: adminPaths.referral(referral.id),
          title: `From ${referral.referrerName}, ${referral.clinicName}`,
          detail: referral.documentName ? (
            <span className="inline-flex items-center gap-1">
              <Icon node={Paperclip} className="size-4" />
              {referral.documentName}
            </span>
          ) : (
            "No document attached"
          ),
          handledAt: referral.handledAt,
          createdAt: referral.createdAt,
        }))}
      />
    </section>
  );
}

/** The contact messages sent from this patient's email. */
export function PatientMessages({ messages }: { messages: AdminPatientMessage[] }) {
  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <h2 id="messages-heading" className="text-xl font-semibold text-brand-deep">
        Messages
      </h2>
      <InboxList
        empty="No messages from this patient."
        entries={messages.map((message) => ({
          id: message.id,
          to: adminPaths.message(message.id),
          title: message.subject,
          detail: null,
          handledAt: message.handledAt,
          createdAt: message.createdAt,
        }))}
      />
    </section>
  );
}
