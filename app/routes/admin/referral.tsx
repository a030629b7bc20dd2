import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { adminReply } from "#app/features/admin/admin-reply.tsx";
import { ReferralDetail } from "#app/features/admin/referral-detail.tsx";
import type { Route } from "./+types/referral";

export async function loader({ context, params }: Route.LoaderArgs) {
  const referral = await context.get(pageContext).admin.referral(params.id);
  if (!referral) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { referral };
}

/** 'Mark handled'. */
export async function action({ context, params }: Route.ActionArgs) {
  const outcome = await context.get(pageContext).admin.markReferralHandled(params.id);
  return adminReply(params.id, outcome, () => ({ message: "Marked handled" }));
}

export const meta: Route.MetaFunction = () => adminMeta("Referral");

export default function Referral({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Referral"
      description="A referral, its clinical notes and its document"
      back={{ to: adminPaths.referrals, label: "All referrals" }}
    >
      <ReferralDetail referral={loaderData.referral} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
