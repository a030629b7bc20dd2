import type { MiddlewareHandler } from "hono";
import { requestOrigin } from "./request-origin.ts";

export const HSTS_HEADER = "Strict-Transport-Security";
/** Half a year, subdomains included: what Hono's secureHeaders sends by default. */
const hsts = "max-age=15552000; includeSubDomains";

/**
 * Strict-Transport-Security on answers conveyed over HTTPS only (RFC 6797, 7.2: never over plain HTTP,
 * where a browser ignores it): the request was HTTPS itself, or a trusted proxy (TRUST_PROXY) says it
 * received it over HTTPS.
 */
export function strictTransportSecurity(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (requestOrigin(c, trustProxy).startsWith("https:")) c.res.headers.set(HSTS_HEADER, hsts);
  };
}
