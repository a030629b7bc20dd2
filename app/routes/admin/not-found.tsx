import type { Route } from "./+types/not-found";

/** An address below /admin that names no admin page: the 404, inside the admin's shell. */
export function loader(_: Route.LoaderArgs): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
