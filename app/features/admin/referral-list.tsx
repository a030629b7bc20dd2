import { useQuery } from "@tanstack/react-query";
import { Download, Paperclip } from "lucide";
import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { AdminWhen } from "./admin-when.tsx";
import { fetchReferrals, inboxQueryKeys, networkMembersCsvUrl } from "./inbox-api.ts";
import { HandledState } from "./mark-handled-button.tsx";
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
        {(list) =>
          list.length === 0 ? (
            <p className="text-muted-foreground">No referrals yet.</p>
          ) : (
            <ul className="divide-y rounded-md border bg-card">
              {list.map((referral) => (
                <li key={referral.id}>
                  <Link to={adminPaths.referral(referral.id)} className="flex flex-col gap-1 p-4 hover:bg-muted/50 sm:flex-row sm:items-center sm:justify-between">
                    <span className="space-y-1">
                      <span className="flex flex-wrap items-center gap-2 font-semibold text-brand-deep">
                        {referral.patientName}
                        <HandledState handledAt={referral.handledAt} />
                      </span>
                      <span className="block text-sm text-muted-foreground">
                        From {referral.referrerName}, {referral.clinicName}
                        {referral.joinNetwork && " · joins the network"}
                      </span>
                    </span>
                    <span className="flex items-center gap-2 text-sm text-muted-foreground">
                      {referral.hasDocument && (
                        <>
                          <Icon node={Paperclip} className="size-4" />
                          <span className="sr-only">Has a document,</span>
                        </>
                      )}
                      <AdminWhen iso={referral.createdAt} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
