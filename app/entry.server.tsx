import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";
import { scriptNonce } from "#contracts/page-context.ts";
import { staticContentLoaded } from "./components/static-content.tsx";
import { deferHydration, type HydrateWhen } from "./lib/defer-hydration.ts";

export const streamTimeout = 5_000;

/**
 * The key of the page context, as the server build knows it: the server reads it from the build it loaded
 * (server/page-context.ts), because the build bundles its own copy of contracts/ and a context is found by
 * the identity of its key.
 */
export { pageContext, scriptNonce } from "#contracts/page-context.ts";
/** What the prerendered pages say of the notice: the server compares it with its own when it starts. */
export { prerenderedNoticeHours } from "./lib/build-settings.ts";

/** The warning below is about the build, not one request: once per process is enough to be seen. */
let warnedNotDeferred = false;

/**
 * Every page is rendered whole before it is sent: the pages' data is ready at once (no deferred loader
 * data), and the finished HTML is rewritten so that hydration's JavaScript waits for the first paint
 * (docs/decisions/0014). In development Vite's own scripts come first and the page is sent as rendered.
 * Every inline script carries the answer's Content-Security-Policy nonce (docs/decisions/0019); a prerendered
 * page has none, and the server names its scripts by hash instead.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  await staticContentLoaded();
  const nonce = loadContext.get(scriptNonce) ?? undefined;
  let status = responseStatusCode;
  let shellRendered = false;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    // Rejected boundaries get time to flush before the render is given up.
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      // Errors of the shell reject and are logged by React Router's handleDocumentRequest.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await stream.allReady;
  const html = await new Response(stream).text();

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (import.meta.env.DEV) return new Response(html, { headers: responseHeaders, status });
  const page = deferHydration(html, hydrateWhen(routerContext));
  // The page still works as React Router rendered it, so it is served; but every page would now load its
  // JavaScript before the first paint, which only a warning makes visible (also in `npm run build`'s
  // prerendering). No URL or page content: only the fact.
  if (!page.deferred && !warnedNotDeferred) {
    warnedNotDeferred = true;
    console.warn(
      "deferHydration: React Router's module script was not found in a rendered page, so hydration is not deferred " +
        "past the first paint (docs/decisions/0014). Has React Router's <Scripts> markup changed?",
    );
  }
  return new Response(page.html, { headers: responseHeaders, status });
}

/** A route asks to hydrate on first use with `export const handle = hydrateOnUse` (app/lib/hydrate-on-use.ts). */
function hydrateWhen(context: EntryContext): HydrateWhen {
  const onUse = context.staticHandlerContext.matches.some(
    ({ route }) => (context.routeModules[route.id]?.handle as { hydrate?: HydrateWhen } | undefined)?.hydrate === "interaction",
  );
  return onUse ? "interaction" : "paint";
}

/** An unknown path is an expected 404 and a closed tab an aborted render: neither is an error to log. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
};
