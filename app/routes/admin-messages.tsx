import { adminPaths } from "#contracts/admin-paths.ts";
import { AdminLogoutButton } from "../components/admin-logout-button.tsx";
import { AdminPage, AdminPageHeader } from "../features/admin/admin-page-header.tsx";
import { MessageList } from "../features/admin/message-list.tsx";
import { requireAdminPage } from "../lib/admin-page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-messages";

// Rendered per request, for a signed-in practitioner only (product decision 10).
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  return null;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Messages", description: "Messages sent through the contact form, newest first", path: adminPaths.messages }),
  { name: "robots", content: "noindex" },
];

export default function Page() {
  return (
    <AdminPage>
      <AdminPageHeader title="Messages" description="Messages sent through the contact form, newest first" logout={<AdminLogoutButton />} />
      <MessageList />
    </AdminPage>
  );
}
