import { Outlet } from "react-router";
import { SiteHeader } from "#app/components/site-header.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";

/**
 * The patient's consultation room: the site's header, so the practice is recognisable, and the room below it
 * to the bottom of the screen; no footer or tab bar beside a call.
 */
export default function RoomLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
