import type { Database } from "#db/client.ts";
import { TooManyRequestsError } from "#server/errors.ts";
import { consumePoint, sharedLimiter } from "./shared-limiter.ts";

export interface Limit {
  /** Names the limit's counters, shared by every server process ("contact", "referrals"). */
  name: string;
  /** Requests allowed per key and window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** Why it was refused, and what the person can do instead: shown to them. */
  message: string;
}

/**
 * Counts one request of `limit` for `key` (an address, or an address and a sender) and refuses it with
 * TooManyRequestsError, saying when to try again, once the window's count is spent. Counted in the site's
 * database, so every process shares it (server/limits/shared-limiter.ts).
 */
export async function enforceLimit(db: Database, limit: Limit, key: string): Promise<void> {
  const waitMs = await consumePoint(sharedLimiter(db, { name: limit.name, points: limit.limit, windowMs: limit.windowMs }), key);
  if (waitMs > 0) throw new TooManyRequestsError(limit.message, Math.ceil(waitMs / 1000));
}
