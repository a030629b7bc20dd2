import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";
import { scriptNonce } from "#contracts/page-context.ts";
import { sharedMaxAgeSeconds } from "#contracts/shared-pages.ts";

export const streamTimeout = 5_000;

/**
 * The key of the page context, as the server build knows it: the server reads it from the build it loaded
 * (server/page-context.ts), because the build bundles its own copy of contracts/ and a context is found by
 * the identity of its key.
 */
export { pageContext, scriptNonce } from "#contracts/page-context.ts";
/** What the prerendered pages say of the notice: the server compares it with its own when it starts. */
export { prerenderedNoticeHours } from "#app/lib/build-settings.ts";

/**
 * Every page is rendered whole before it is sent (no page streams deferred data), so crawlers and
 * prerendering get the finished HTML and the status is known before the first byte. Inline scripts carry
 * the answer's Content-Security-Policy nonce (docs/decisions/0019); a prerendered page, or one shared by
 * everyone, has none, and the server names its scripts by hash instead.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page the same for everyone (its route says so, contracts/shared-pages.ts) is kept and sent to others:
  // it carries no nonce, and the server names its inline scripts by hash (docs/decisions/0055).
  const shared = sharedMaxAgeSeconds(responseHeaders.get("Cache-Control")) !== null;
  const nonce = shared ? undefined : (loadContext.get(scriptNonce) ?? undefined);
  let status = responseStatusCode;
  let shellRendered = false;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    // A Suspense boundary's finished content stays in place, however large: outlined (React's default past
    // 12.8 kB), it would wait for an inline script to be shown, and without script never be.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
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
  return new Response(stream, { headers: responseHeaders, status });
}

/** An unknown path is an expected 404 and a closed tab an aborted render: neither is an error to log. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
};
