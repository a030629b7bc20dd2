import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "#db/client.ts";
import { rateLimits } from "#db/schema/rate-limits.ts";

export interface SharedLimit {
  /** Names the counters in the shared table: the same limit has the same name in every process. */
  name: string;
  /** Points (requests, attempts) allowed per key and window. */
  points: number;
  windowMs: number;
}

export type SharedLimiter = RateLimiterDrizzle;

/**
 * A fixed-window counter per key, kept in the site's database (the `rate_limits` table) by
 * rate-limiter-flexible, so that every server process counts against the same numbers: the increment and
 * the check are one upsert, atomic however many processes ask at once. PGlite and PostgreSQL take the
 * same path. One limiter object per database and limit, made on first use.
 */
export function sharedLimiter(db: Database, limit: SharedLimit): SharedLimiter {
  let limiters = byDatabase.get(db);
  if (!limiters) byDatabase.set(db, (limiters = new Map()));
  const id = `${limit.name}/${limit.points}/${limit.windowMs}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.windowMs / 1000,
      // Its own clean-up is a timer per limiter, in every process, with no public way to stop it: expired rows are
      // deleted by the server's housekeeping instead (deleteExpiredCounters).
      clearExpiredByTimeout: false,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

const byDatabase = new WeakMap<Database, Map<string, SharedLimiter>>();

/** Deletes the counters whose window ended before `now`; returns how many. */
export async function deleteExpiredCounters(db: Database, now: Date): Promise<number> {
  return (await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key })).length;
}

/**
 * Counts one point for `key`. Over the limit the answer is the milliseconds until the window ends (at
 * least 1); a failing store rejects with its error, as any other query would.
 */
export async function consumePoint(limiter: SharedLimiter, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
    throw refusal;
  }
}
