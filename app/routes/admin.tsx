import { paths } from "#contracts/paths.ts";
import { AdminLogoutButton } from "../components/admin-logout-button.tsx";
import { AdminDashboard } from "../features/admin/admin-dashboard.tsx";
import { requireAdminPage } from "../lib/admin-page.server.ts";
import { loadPricing } from "../lib/pricing.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin";

// Rendered per request, for a signed-in practitioner only (product decision 10).
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  return { testMode: loadPricing(context).testMode };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Admin Dashboard", description: "Admin Dashboard", path: paths.admin }),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard testMode={loaderData.testMode} logout={<AdminLogoutButton />} />;
}
