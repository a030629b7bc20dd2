import { Download, Paperclip } from "lucide";
import type { AdminReferralSummary } from "#contracts/admin-inbox.ts";
import { adminFiles, adminPaths } from "#contracts/admin-paths.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { InboxList } from "./inbox-list.tsx";

/** Every referral, newest first, the unhandled ones marked New; and the professional network's export. */
export function ReferralList({ referrals }: { referrals: AdminReferralSummary[] }) {
  return (
    <div className="space-y-6">
      <p>
        <a
          href={adminFiles.networkMembersCsv}
          download
          className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-deep underline"
        >
          <Icon node={Download} className="size-4" />
          Export the professional network (CSV)
        </a>
      </p>
      <InboxList
        empty="No referrals yet."
        entries={referrals.map((referral) => ({
          id: referral.id,
          to: adminPaths.referral(referral.id),
          title: referral.patientName,
          detail: `From ${referral.referrerName}, ${referral.clinicName}${referral.joinNetwork ? " · joins the network" : ""}`,
          handledAt: referral.handledAt,
          createdAt: referral.createdAt,
          marker: referral.hasDocument && (
            <>
              <Icon node={Paperclip} className="size-4" />
              <span className="sr-only">Has a document,</span>
            </>
          ),
        }))}
      />
    </div>
  );
}
