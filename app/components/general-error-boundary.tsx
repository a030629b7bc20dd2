import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "./not-found.tsx";

/**
 * The error page of every route (each route exports it as its ErrorBoundary), shown inside the route's own
 * shell: a failing loader keeps the site's header and footer, or the admin's navigation. A 404 is the
 * not-found page; anything else says what happened in words, never the error's details (the server logs them).
 * `children` replaces the generic message, for a page that has its own words for a failure.
 */
export function GeneralErrorBoundary({ children }: { children?: ReactNode }) {
  const error = useRouteError();
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
    <>
      <title>{message}</title>
      <meta name="robots" content="noindex" />
      {children ?? (
        <section className="mx-auto max-w-3xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">{message}</h1>
          <p className="mt-4 text-muted-foreground">Please try again, or contact us if the problem continues.</p>
        </section>
      )}
    </>
  );
}
