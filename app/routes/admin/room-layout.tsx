import { Outlet } from "react-router";
import { SkipLink } from "#app/components/skip-link.tsx";
import { requireAdminSession } from "#app/lib/admin-page.server.ts";
import type { Route } from "./+types/room-layout";

/** The practitioner's consultation room: the admin's session check, and the whole screen for the call. */
export const middleware: Route.MiddlewareFunction[] = [requireAdminSession];

export default function AdminRoomLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
