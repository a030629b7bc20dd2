import { Outlet } from "react-router";
import { AdminNav, HeldMailBanner } from "../features/admin/admin-nav.tsx";
import { requireAdminPage } from "../lib/admin-page.server.ts";
import { QueryProvider } from "../lib/query-client.tsx";
import type { Route } from "./+types/admin-layout";

// Every admin page is behind the server's session check (product decision 10); the pages check again, as
// a navigation inside the admin runs only the new page's loader.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminPage({ context, request });
  return null;
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The practitioner's desk (issue 14): one navigation with counts of what is new, the held-mail banner, the page. */
export default function AdminLayout() {
  return (
    <QueryProvider>
      <AdminNav />
      <div className="px-4 sm:px-6 lg:px-8">
        <HeldMailBanner />
      </div>
      <Outlet />
    </QueryProvider>
  );
}
