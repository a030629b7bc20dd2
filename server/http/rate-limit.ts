import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/context.ts";
import { enforceLimit, type Limit } from "#server/limits/enforce-limit.ts";
import { clientAddress } from "./client-address.ts";

export interface RateLimitOptions extends Omit<Limit, "name"> {
  /**
   * Names the limit's counters, shared by every server process ("contact", "referrals"). Without it the
   * message names them: two limits with the same words count together.
   */
  name?: string;
}

/**
 * A fixed-window request limit per client address (an IPv6 client's /64: server/limits/address-bucket.ts),
 * counted in the site's database so that every server
 * process behind the proxy counts against the same numbers (docs/decisions/0024). Over the limit the
 * request is answered 429 with the API's error body and a Retry-After header, before the handler runs.
 * Mount one instance per thing to limit: `api.post("/contact", rateLimit({...}), handler)`.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const name = options.name ?? `message-${createHash("sha256").update(options.message).digest("base64url").slice(0, 16)}`;
  const limit: Limit = { name, limit: options.limit, windowMs: options.windowMs, message: options.message };
  return async (c, next) => {
    const { config, database } = c.get("services");
    await enforceLimit(database.db, limit, { address: clientAddress(c, config.trustProxy) });
    await next();
  };
}
