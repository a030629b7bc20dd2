import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { GeneralErrorBoundary } from "#app/components/general-error-boundary.tsx";
import { SiteChrome } from "#app/components/site-chrome.tsx";
import { wantsScripts } from "#app/lib/route-handle.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

/**
 * The document. A page with no control (its route's handle says `hydrate: false`, app/lib/route-handle.ts)
 * is sent without React Router's scripts: it is complete as HTML and loads no JavaScript. Every other page
 * hydrates as soon as its modules arrive.
 */
export function Layout({ children }: { children: ReactNode }) {
  const scripts = wantsScripts(useMatches());
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e2a5a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts && <ScrollRestoration />}
        {scripts && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  // The mark that the page has hydrated: end-to-end tests and benches wait for it before timing what follows.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** A failure of the root itself (every route has its own boundary inside its shell). */
export function ErrorBoundary() {
  return (
    <SiteChrome>
      <GeneralErrorBoundary />
    </SiteChrome>
  );
}
