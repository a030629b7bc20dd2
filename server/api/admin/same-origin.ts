import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/context.ts";
import { apiErrorBody } from "#server/http/errors.ts";

export const crossSiteRefusal = "This request must come from the site itself.";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery protection for the admin API (product decision 10): a request that changes
 * something must carry an Origin header naming the site, or it gets 403 with decision 14's body. Browsers
 * send Origin with every POST, PUT, PATCH and DELETE, so a request without one is not from the site's pages
 * and is refused too.
 *
 * Hand-written rather than hono/csrf, which checks only form-like bodies (form, multipart, text/plain) and
 * lets a JSON request from any Origin through, trusting the browser's CORS preflight: here every body type
 * is checked, so the admin API stays closed even if a CORS rule is ever added.
 *
 * The site's origin is PUBLIC_URL's. Outside production the request's own origin is accepted too: the
 * development server and the in-process tests are reached at addresses PUBLIC_URL does not name.
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const { config } = c.get("services");
      const origin = c.req.header("origin");
      const allowed = origin === new URL(config.publicUrl).origin || (config.env !== "production" && origin === new URL(c.req.url).origin);
      if (!allowed) return c.json(apiErrorBody(crossSiteRefusal), 403);
    }
    await next();
  };
}
