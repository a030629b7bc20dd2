import { adminPaths } from "#contracts/admin-paths.ts";
import { AdminLogoutButton } from "../components/admin-logout-button.tsx";
import { AdminPage, AdminPageHeader } from "../features/admin/admin-page-header.tsx";
import { ReferralList } from "../features/admin/referral-list.tsx";
import { requireAdminPage } from "../lib/admin-page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-referrals";

// Rendered per request, for a signed-in practitioner only (product decision 10).
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  return null;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Referrals", description: "Referrals from healthcare providers, newest first", path: adminPaths.referrals }),
  { name: "robots", content: "noindex" },
];

export default function Page() {
  return (
    <AdminPage>
      <AdminPageHeader title="Referrals" description="Referrals from healthcare providers, newest first" logout={<AdminLogoutButton />} />
      <ReferralList />
    </AdminPage>
  );
}
