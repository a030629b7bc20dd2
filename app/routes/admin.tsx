import { ArrowLeft } from "lucide";
import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { paths } from "#contracts/paths.ts";
import { AdminLogoutButton } from "#app/components/admin-logout-button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { AdminDashboard } from "#app/features/admin/admin-dashboard.tsx";
import { AdminPage, AdminPageHeader } from "#app/features/admin/admin-page-header.tsx";
import { adminPageOf, adminPageTitles, sectionOf, type AdminPageRef } from "#app/features/admin/admin-pages.ts";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { AppointmentsExport } from "#app/features/admin/appointments-export.tsx";
import { AvailabilityEditor } from "#app/features/admin/availability-editor.tsx";
import { MessageDetail } from "#app/features/admin/message-detail.tsx";
import { MessageList } from "#app/features/admin/message-list.tsx";
import { OutboxMessageDetail } from "#app/features/admin/outbox-message-detail.tsx";
import { OutboxList } from "#app/features/admin/outbox-list.tsx";
import { ReferralDetail } from "#app/features/admin/referral-detail.tsx";
import { ReferralList } from "#app/features/admin/referral-list.tsx";
import { requireAdminPage } from "#app/lib/admin-page.server.ts";
import { loadPricing } from "#app/lib/pricing.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin";

/** The export's default range: this calendar month so far, as Melbourne dates. */
function thisMonth(now: Date): { from: string; to: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Melbourne" }).format(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

// Rendered per request, for a signed-in practitioner only (product decision 10). One module for every admin
// page, so the admin is one chunk and adds nothing to the chunks the public pages share.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  const page = adminPageOf(params["*"] ?? "");
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { page, testMode: loadPricing(context).testMode, exportRange: thisMonth(new Date()) };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { title } = adminPageTitles[loaderData?.page.kind ?? "appointments"];
  return [...pageMeta({ title, description: title, path: location.pathname || paths.admin }), { name: "robots", content: "noindex" }];
};

const backLinks: Partial<Record<AdminPageRef["kind"], { to: string; label: string }>> = {
  referral: { to: adminPaths.referrals, label: "All referrals" },
  message: { to: adminPaths.messages, label: "All messages" },
  "outbox-message": { to: adminPaths.outbox, label: "The whole outbox" },
};

function PageBody({ page }: { page: AdminPageRef }) {
  switch (page.kind) {
    case "referrals":
      return <ReferralList />;
    case "referral":
      return <ReferralDetail id={page.id} />;
    case "messages":
      return <MessageList />;
    case "message":
      return <MessageDetail id={page.id} />;
    case "outbox":
      return <OutboxList />;
    case "outbox-message":
      return <OutboxMessageDetail id={page.id} />;
    case "availability":
      return <AvailabilityEditor />;
    case "appointments":
      return null;
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page.kind === "appointments") {
    return (
      <AdminShell current="appointments">
        <AdminDashboard testMode={loaderData.testMode} logout={<AdminLogoutButton />} />
        <div className="mx-auto max-w-5xl px-4 pb-10 sm:px-6 lg:px-8">
          <AppointmentsExport defaultFrom={loaderData.exportRange.from} defaultTo={loaderData.exportRange.to} />
        </div>
      </AdminShell>
    );
  }
  const back = backLinks[page.kind];
  const { title, description } = adminPageTitles[page.kind];
  return (
    <AdminShell current={sectionOf(page)}>
      <AdminPage>
        {back && (
          <Link to={back.to} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-deep underline">
            <Icon node={ArrowLeft} className="size-4" />
            {back.label}
          </Link>
        )}
        <AdminPageHeader title={title} description={description} logout={<AdminLogoutButton />} />
        <PageBody page={page} />
      </AdminPage>
    </AdminShell>
  );
}
