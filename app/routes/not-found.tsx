import { contentPage } from "#app/lib/route-handle.ts";

export const handle = contentPage;

/** Any path no other route answers: the not-found page, with its 404 status, inside the site's shell. */
export function loader(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFoundRoute() {
  return null;
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
