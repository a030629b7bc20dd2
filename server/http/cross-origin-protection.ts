import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/context.ts";
import { apiErrorBody } from "./errors.ts";

export const crossSiteRefusal = "This request must come from the site itself.";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host a request was made to: its Host, or behind trusted proxies the one they forwarded. */
export function requestHost(c: Context, trustProxy: number): string {
  const forwarded = trustProxy > 0 ? c.req.header("x-forwarded-host") : undefined;
  // A proxy appends; the nearest one's entry is the last.
  const host = forwarded?.split(",").at(-1)?.trim() || c.req.header("host") || new URL(c.req.url).host;
  return host.toLowerCase();
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from the site's own pages, after Go's CrossOriginProtection
 * (docs/decisions/0036): the browser's Fetch Metadata where it sends it, else the Origin against the
 * origin the request was made to, so the site works at whatever address it is opened by. PUBLIC_URL's
 * origin is always trusted. A request with neither header is not from a browser: an API client, which has no
 * visitor's credentials to abuse (and the site's cookies are SameSite=Lax, not sent with a cross-site post).
 */
export function isSameSiteWrite(c: Context, trustProxy: number, publicOrigin: string): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined && origin === publicOrigin) return true;
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  if (origin === undefined) return true;
  const host = hostOf(origin);
  return host !== null && host === requestHost(c, trustProxy);
}

/**
 * Refuses every state-changing request that does not come from the site's own pages: the JSON API and the
 * pages' forms (a document post, or React Router's data request) alike, whatever the body's type: Hono's
 * csrf middleware looks at form bodies only and would let a cross-site JSON request through. `exempt` names
 * the requests that prove themselves otherwise (the providers' signed webhooks).
 */
export function crossOriginProtection(exempt: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || exempt(c.req.path)) return next();
    const { config } = c.get("services");
    if (isSameSiteWrite(c, config.trustProxy, new URL(config.publicUrl).origin)) return next();
    c.get("services").logger.warn({ method: c.req.method, path: c.req.path }, "cross-site write refused");
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/paypal/")) return c.json(apiErrorBody(crossSiteRefusal), 403);
    return c.html(refusalPage, 403);
  };
}

const refusalPage = `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not sent</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Not sent</h1>
<p>${crossSiteRefusal} The form you sent came from another website, so nothing was changed.</p>
<p>Please open this site directly and send the form again from its own page.</p>
<p><a href="/">Go to the home page</a></p>
</body></html>`;
