import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/context.ts";
import { consumePoint, sharedLimiter } from "#server/limits/shared-limiter.ts";
import { clientAddress } from "./client-address.ts";
import { apiErrorBody } from "./errors.ts";

export interface RateLimitOptions {
  /** Length of the counting window. */
  windowMs: number;
  /** Requests allowed per key and window; the next one gets 429. */
  limit: number;
  /** The `error` of the 429 body, shown to the visitor. */
  message: string;
  /**
   * Names the limit's counters, shared by every server process ("contact", "referrals"). Without it the
   * message names them: two limits with the same words count together.
   */
  name?: string;
  /** What is counted; defaults to the client's address (see client-address.ts for proxies). */
  key?: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string;
}

/**
 * A fixed-window request limit per client address, counted in the site's database so that every server
 * process behind the proxy counts against the same numbers (server/limits/shared-limiter.ts,
 * docs/decisions/0024). Over the limit the request is answered 429 with the API's error body and a
 * Retry-After header, before the handler runs.
 * Mount one instance per thing to limit: `api.post("/contact", rateLimit({...}), handler)`.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { windowMs, limit, message } = options;
  const name = options.name ?? `message-${createHash("sha256").update(message).digest("base64url").slice(0, 16)}`;
  return async (c, next) => {
    const { config, database } = c.get("services");
    const key = options.key ? options.key(c) : clientAddress(c, config.trustProxy);
    const waitMs = await consumePoint(sharedLimiter(database.db, { name, points: limit, windowMs }), key);
    if (waitMs > 0) {
      c.header("Retry-After", String(Math.ceil(waitMs / 1000)));
      return c.json(apiErrorBody(message), 429);
    }
    await next();
  };
}
