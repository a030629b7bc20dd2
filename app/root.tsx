import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BottomBar } from "./components/bottom-bar.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { staticContent } from "./components/static-content.tsx";
import { markHydrated } from "./lib/hydration-mark.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

// Static content (server HTML the browser keeps): the footer, and the 404 page's body.
const SiteFooter = staticContent(() => import("./components/site-footer.tsx").then((module) => module.SiteFooter));
const NotFound = staticContent(() => import("./components/not-found.tsx").then((module) => module.NotFound));

export function Layout({ children }: { children: ReactNode }) {
  // Hydration starts after the first paint (app/lib/defer-hydration.ts); until then links still work and
  // forms wait for their code. The mark (app/lib/hydration-mark.ts) says the page has become interactive.
  useEffect(() => {
    markHydrated();
  }, []);
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e2a5a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col pb-16 md:pb-0">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <BottomBar />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>404 Page Not Found</title>
        <meta name="robots" content="noindex" />
        <NotFound />
      </>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-4 text-muted-foreground">Please try again, or contact us if the problem continues.</p>
    </section>
  );
}
