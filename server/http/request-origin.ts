import type { Context } from "hono";
import { forwardedEntry } from "./forwarded.ts";

/**
 * The origin the browser addressed: the request's scheme and Host, or, behind TRUST_PROXY proxies, the
 * scheme and host the proxy says it received (X-Forwarded-Proto, X-Forwarded-Host), each falling back to the
 * request's own when the proxy does not send it. A page of another site can set neither: a form cannot
 * send headers, and a script's cross-origin request with its own headers is stopped by the browser's CORS
 * preflight, which this site never answers.
 */
export function requestOrigin(c: Context, proxies: number): string {
  const own = new URL(c.req.url);
  const scheme = forwardedEntry(c.req.header("x-forwarded-proto"), proxies) ?? own.protocol.slice(0, -1);
  const host = forwardedEntry(c.req.header("x-forwarded-host"), proxies) ?? own.host;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return own.origin;
  }
}

/**
 * The request as the browser addressed it, for React Router: behind a proxy its URL carries the forwarded
 * origin, so that React Router's own check of an action's Origin against `request.url` sees the site's
 * address (behind a TLS-terminating proxy the server itself is reached over plain HTTP).
 */
export function requestAsAddressed(c: Context, proxies: number): Request {
  const own = new URL(c.req.url);
  const origin = requestOrigin(c, proxies);
  if (origin === own.origin) return c.req.raw;
  return new Request(new URL(`${own.pathname}${own.search}`, origin), c.req.raw);
}
