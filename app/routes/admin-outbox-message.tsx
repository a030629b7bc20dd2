import { ArrowLeft } from "lucide";
import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { AdminLogoutButton } from "../components/admin-logout-button.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { AdminPage, AdminPageHeader } from "../features/admin/admin-page-header.tsx";
import { OutboxMessageDetail } from "../features/admin/outbox-message-detail.tsx";
import { requireAdminPage } from "../lib/admin-page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-outbox-message";

// Rendered per request, for a signed-in practitioner only (product decision 10).
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  return null;
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta({ title: "Email", description: "An email as the site wrote it", path: adminPaths.outboxMessage(params.id) }),
  { name: "robots", content: "noindex" },
];

export default function Page({ params }: Route.ComponentProps) {
  return (
    <AdminPage>
      <Link to={adminPaths.outbox} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-deep underline">
        <Icon node={ArrowLeft} className="size-4" />
        The whole outbox
      </Link>
      <AdminPageHeader title="Email" description="An email as the site wrote it" logout={<AdminLogoutButton />} />
      <OutboxMessageDetail id={params.id} />
    </AdminPage>
  );
}
