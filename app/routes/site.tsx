import { Outlet } from "react-router";
import { SiteChrome } from "#app/components/site-chrome.tsx";

/** The layout of every public page: the site's header, footer and tab bar around the page. */
export default function Site() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
