import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { paths } from "#contracts/paths.ts";
import type { AppEnv } from "#server/context.ts";
import { requestOrigin } from "./request-origin.ts";
import { isRoomPage } from "./room-pages.ts";

/**
 * The site's Content-Security-Policy (docs/decisions/0019). A page runs only the scripts the server put in
 * it: a rendered page's carry this answer's nonce, a prerendered page's are named by their hashes (computed
 * from the files when the server starts, server/http/prerendered-scripts.ts). 'strict-dynamic' lets those
 * scripts load what they load themselves (the hydration launcher's module script and React Router's
 * modules, PayPal's SDK, Calendly's widget); nothing else, inline or from any host, runs.
 */
export const CSP_HEADER = "Content-Security-Policy";

type Directives = Record<string, readonly string[]>;

/** What every page may do besides running its scripts. Styles stay inline-able: React writes style attributes. */
const pageDirectives: Directives = {
  "default-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "media-src": ["'self'"],
  "frame-src": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * What the third parties need beyond their script, on their own pages only
 * (https://developer.paypal.com/sdk/js/csp/; Calendly's inline widget is an iframe plus its stylesheet).
 */
const paypalDirectives: Directives = {
  "connect-src": ["https://*.paypal.com"],
  "frame-src": ["https://*.paypal.com"],
  "img-src": ["https://*.paypal.com", "https://*.paypalobjects.com"],
};
const calendlyDirectives: Directives = {
  "frame-src": ["https://calendly.com"],
  "style-src": ["https://assets.calendly.com"],
  "img-src": ["https://assets.calendly.com"],
};

/** A JSON answer, an asset or a redirect is no document: it may load nothing and be framed by no one. */
export const resourcePolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The providers the configuration chose: a page gets a third party's origins only when it can load it. */
export interface ThirdParties {
  paypal: boolean;
  calendly: boolean;
}

function merge(into: Record<string, string[]>, extra: Directives): void {
  for (const [name, sources] of Object.entries(extra)) {
    const current = (into[name] ?? []).filter((source) => source !== "'none'");
    into[name] = [...current, ...sources];
  }
}

/**
 * The page that loads PayPal's SDK: the deposit's checkout. The way into it loads its document
 * (app/lib/load-page.ts), since a browser keeps the policy of the document it navigates within. The
 * balance's payment link loads nothing of PayPal's: it sends the payer to PayPal's own approval page.
 */
function loadsPaypal(path: string): boolean {
  return path === paths.checkout;
}

/**
 * The page that loads Calendly's widget, and the checkout, whose document goes on to it in the browser
 * after a deposit paid with no time yet (a full load there would lose the toast saying why).
 */
function loadsCalendly(path: string): boolean {
  return path === paths.scheduleAppointment || path === paths.checkout;
}

/**
 * The consultation room's pages open its WebSocket (docs/decisions/0039): 'self' matches ws: and wss: in
 * current browsers, but older Safari does not, so the socket's own origin is named too.
 */
function socketDirectives(path: string, origin: string | null): Directives {
  if (!origin || !isRoomPage(path)) return {};
  return { "connect-src": [origin.replace(/^http/, "ws")] };
}

function policy(path: string, scriptSrc: readonly string[], thirdParties: ThirdParties, extra: Directives = {}): string {
  const directives: Record<string, string[]> = { "script-src": [...scriptSrc] };
  merge(directives, pageDirectives);
  merge(directives, extra);
  if (thirdParties.paypal && loadsPaypal(path)) merge(directives, paypalDirectives);
  if (thirdParties.calendly && loadsCalendly(path)) merge(directives, calendlyDirectives);
  // The balance page's 'Pay' is a form whose answer redirects to PayPal's approval page (before hydration too).
  if (thirdParties.paypal && path.startsWith("/pay-balance/")) merge(directives, { "form-action": ["https://*.paypal.com"] });
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * The policy of the page at `path`, whose inline scripts are allowed by `inlineScripts` (a nonce or hashes);
 * `origin` is the one the browser addressed (a room page's socket is on it).
 */
export function pagePolicy(
  path: string,
  inlineScripts: readonly string[],
  thirdParties: ThirdParties,
  origin: string | null = null,
): string {
  return policy(path, [...inlineScripts, "'strict-dynamic'"], thirdParties, socketDirectives(path, origin));
}

/**
 * Vite's dev server injects its client and React Refresh's preamble as inline scripts without the nonce,
 * evaluates modules it transforms and talks to the page over a WebSocket: in development scripts may be
 * inline and the socket is allowed. Everything else is as in production, so a page that needs more shows it.
 */
function developmentPolicy(path: string, thirdParties: ThirdParties): string {
  return policy(path, ["'self'", "'unsafe-inline'", "'unsafe-eval'"], thirdParties, { "connect-src": ["ws:", "wss:"] });
}

const isDocument = (response: Response) => response.headers.get("Content-Type")?.startsWith("text/html") ?? false;

/**
 * Gives each request a fresh nonce (`cspNonce`, for React Router's render) and sets the policy on every
 * answer: a page's from its nonce, or from its inline scripts' hashes when it was sent without one
 * (`scriptHashes`: a prerendered page's, or one shared by everyone); anything else the resource policy.
 */
export function contentSecurityPolicy(
  thirdParties: ThirdParties,
  options: { development?: boolean; trustProxy?: number } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    if (!isDocument(c.res)) {
      c.res.headers.set(CSP_HEADER, resourcePolicy);
      return;
    }
    const policy = options.development
      ? developmentPolicy(c.req.path, thirdParties)
      : pagePolicy(c.req.path, c.get("scriptHashes") ?? [`'nonce-${nonce}'`], thirdParties, requestOrigin(c, options.trustProxy ?? 0));
    c.res.headers.set(CSP_HEADER, policy);
  };
}
