import type { Context, MiddlewareHandler } from "hono";
import { practice } from "#core/practice.ts";
import type { Config } from "#server/config.ts";
import type { AppEnv } from "#server/context.ts";
import { apiErrorBody } from "./errors.ts";
import { requestOrigin } from "./request-origin.ts";

export const crossSiteRefusal = "This request must come from the site itself.";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change something: the design of Go's `http.CrossOriginProtection`
 * (docs/decisions/0036). Safe methods pass. PUBLIC_URL's origin is always trusted. A browser's Fetch
 * Metadata decides when it is sent (`same-origin`, or `none` for what the person did themselves, such as a
 * bookmark). Otherwise the Origin must be the origin the request was made to (`requestOrigin`: its Host, or
 * the proxy's forwarded host under TRUST_PROXY). A request with neither header is not from a browser, so it
 * carries no one's cookies without their program's consent: it passes, and the route's own checks apply.
 *
 * Every body type is checked. Hono's `csrf` middleware looks at form-like bodies only (form, multipart,
 * text/plain) and trusts CORS for the rest, so it alone would let a JSON write through if a CORS rule
 * were ever added.
 */
export function isSameOriginWrite(c: Context, config: Config): boolean {
  return safeMethods.has(c.req.method) || isFromTheSite(c, config);
}

/**
 * The check of a write, whatever the method: also a WebSocket's handshake, which is a GET that a page of
 * any site may open and that carries this site's cookies (cross-site WebSocket hijacking).
 */
export function isFromTheSite(c: Context, config: Config): boolean {
  const origin = c.req.header("origin");
  if (origin === new URL(config.publicUrl).origin) return true;
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  if (origin === undefined) return true;
  return origin === requestOrigin(c, config.trustProxy);
}

/**
 * The page a person sees when a form of another site posted to one of ours (with JavaScript off too): what
 * happened, that nothing was done, and the way back to the site itself.
 */
const refusalPage = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Not sent | ${practice.siteName}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1e2a5a}a{color:inherit}</style>
</head>
<body>
<main>
<h1>Not sent</h1>
<p>${crossSiteRefusal}</p>
<p>This form was sent from another website, so nothing was saved or changed. If you meant to send it, open our site and fill in the form there.</p>
<p><a href="/">Go to ${practice.siteName}</a></p>
</main>
</body>
</html>
`;

/**
 * Refuses a cross-site request that changes something with 403, before any route or page action runs:
 * the API's body on `apiPrefixes`, a readable page elsewhere (a document post, React Router's `*.data`
 * posts). `exempt` are the providers' signed webhooks, which no browser sends and whose signature is the check.
 */
export function sameOriginWrites(options: { exempt: readonly string[]; apiPrefixes: readonly string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (options.exempt.includes(c.req.path) || isSameOriginWrite(c, c.get("services").config)) return next();
    if (options.apiPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return c.json(apiErrorBody(crossSiteRefusal), 403);
    return c.html(refusalPage, 403);
  };
}
