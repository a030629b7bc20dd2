import { pageContext } from "#contracts/page-context.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { ReferralList } from "#app/features/admin/referral-list.tsx";
import type { Route } from "./+types/referrals";

export async function loader({ context }: Route.LoaderArgs) {
  return { referrals: await context.get(pageContext).admin.referrals() };
}

export const meta: Route.MetaFunction = () => adminMeta("Referrals");

export default function Referrals({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Referrals" description="Referrals from healthcare providers, newest first">
      <ReferralList referrals={loaderData.referrals} />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
