import { adminPaths } from "#contracts/admin-paths.ts";
import { AdminLogoutButton } from "../components/admin-logout-button.tsx";
import { AdminPage, AdminPageHeader } from "../features/admin/admin-page-header.tsx";
import { AvailabilityEditor } from "../features/admin/availability-editor.tsx";
import { requireAdminPage } from "../lib/admin-page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-availability";

// Rendered per request, for a signed-in practitioner only (product decision 10).
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  return null;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Availability", description: "When patients can book: weekly hours, days off, notice, horizon and buffer", path: adminPaths.availability }),
  { name: "robots", content: "noindex" },
];

export default function Page() {
  return (
    <AdminPage>
      <AdminPageHeader title="Availability" description="When patients can book: weekly hours, days off, notice, horizon and buffer" logout={<AdminLogoutButton />} />
      <AvailabilityEditor />
    </AdminPage>
  );
}
