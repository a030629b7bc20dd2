import { ArrowLeft } from "lucide";
import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { AdminLogoutButton } from "../components/admin-logout-button.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { AdminPage, AdminPageHeader } from "../features/admin/admin-page-header.tsx";
import { ReferralDetail } from "../features/admin/referral-detail.tsx";
import { requireAdminPage } from "../lib/admin-page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-referral";

// Rendered per request, for a signed-in practitioner only (product decision 10).
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  return null;
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta({ title: "Referral", description: "A referral, its clinical notes and its document", path: adminPaths.referral(params.id) }),
  { name: "robots", content: "noindex" },
];

export default function Page({ params }: Route.ComponentProps) {
  return (
    <AdminPage>
      <Link to={adminPaths.referrals} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-deep underline">
        <Icon node={ArrowLeft} className="size-4" />
        All referrals
      </Link>
      <AdminPageHeader title="Referral" description="A referral, its clinical notes and its document" logout={<AdminLogoutButton />} />
      <ReferralDetail id={params.id} />
    </AdminPage>
  );
}
