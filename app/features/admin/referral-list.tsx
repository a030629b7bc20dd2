import { useQuery } from "@tanstack/react-query";
import { Download, Paperclip } from "lucide";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { fetchReferrals, inboxQueryKeys, networkMembersCsvUrl } from "./inbox-api.ts";
import { InboxList } from "./inbox-list.tsx";
import { QueryState } from "./query-state.tsx";

/** Every referral, newest first, the unhandled ones marked New; and the professional network's export. */
export function ReferralList() {
  const referrals = useQuery({ queryKey: inboxQueryKeys.referrals, queryFn: fetchReferrals, staleTime: 0 });
  return (
    <div className="space-y-6">
      <p>
        <a href={networkMembersCsvUrl} download className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-deep underline">
          <Icon node={Download} className="size-4" />
          Export the professional network (CSV)
        </a>
      </p>
      <QueryState query={referrals} what="referrals">
        {(list) => (
          <InboxList
            empty="No referrals yet."
            entries={list.map((referral) => ({
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
        )}
      </QueryState>
    </div>
  );
}
