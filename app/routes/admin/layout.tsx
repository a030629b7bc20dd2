import { Outlet } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { SkipLink } from "#app/components/skip-link.tsx";
import { AdminNav, HeldMailBanner } from "#app/features/admin/admin-nav.tsx";
import { SignInNotice } from "#app/features/admin-login/sign-in-notice.tsx";
import { adminMessages } from "#contracts/admin-messages.ts";
import { requireAdminSession } from "#app/lib/admin-page.server.ts";
import type { Route } from "./+types/layout";

/**
 * The admin's own shell: its navigation, no public header or footer. Every request below /admin, page or
 * post, passes the server's session check first; signed out, the login page.
 */
export const middleware: Route.MiddlewareFunction[] = [requireAdminSession];

export async function loader({ context, request }: Route.LoaderArgs) {
  return { counts: await context.get(pageContext).admin.counts(), signedIn: new URL(request.url).searchParams.has("signed-in") };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AdminNav counts={loaderData.counts} />
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          {loaderData.signedIn && <SignInNotice>{adminMessages.loginSucceeded}</SignInNotice>}
          <HeldMailBanner counts={loaderData.counts} />
        </div>
        <Outlet />
      </main>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
