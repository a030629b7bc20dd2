import { paths } from "#contracts/paths.ts";
import { AdminLogoutButton } from "../components/admin-logout-button.tsx";
import { AdminDashboard } from "../features/admin/admin-dashboard.tsx";
import { AppointmentsExport } from "../features/admin/appointments-export.tsx";
import { requireAdminPage } from "../lib/admin-page.server.ts";
import { loadPricing } from "../lib/pricing.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin";

/** The export's default range: this calendar month so far, as Melbourne dates. */
function thisMonth(now: Date): { from: string; to: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Melbourne" }).format(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

// Rendered per request, for a signed-in practitioner only (product decision 10).
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  return { testMode: loadPricing(context).testMode, exportRange: thisMonth(new Date()) };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Admin Dashboard", description: "Admin Dashboard", path: paths.admin }),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminDashboard testMode={loaderData.testMode} logout={<AdminLogoutButton />} />
      <div className="mx-auto max-w-5xl px-4 pb-10 sm:px-6 lg:px-8">
        <AppointmentsExport defaultFrom={loaderData.exportRange.from} defaultTo={loaderData.exportRange.to} />
      </div>
    </>
  );
}
