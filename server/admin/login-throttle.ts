import type { Database } from "#db/client.ts";
import { limitKey } from "#server/limits/enforce-limit.ts";
import { consumePoint, sharedLimiter, type SharedLimit } from "#server/limits/shared-limiter.ts";

/**
 * Limits on failed sign-ins (docs/product/decisions.md, 10), counted per key in fixed windows in the shared
 * `rate_limits` table like the request limits (server/limits/shared-limiter.ts), so every server process
 * sees the same count. Unlike a request limit, a successful sign-in is forgiven: the practitioner signing
 * in and out all day is never locked out, a guesser is after `limit` wrong passwords. An attempt counts
 * from its start, so guesses sent all at once cannot pass the limit while the first ones are still being
 * checked.
 */
export interface LoginThrottle {
  /** Counts an attempt of `key`; over the limit it is not counted and the answer is the milliseconds to wait, else 0. */
  attempt(key: string): Promise<number>;
  /** The attempt was the right password: it no longer counts. */
  forgive(key: string): Promise<void>;
}

export function createLoginThrottle(db: Database, limit: SharedLimit): LoginThrottle {
  const limiter = () => sharedLimiter(db, limit);
  const forgive = async (key: string) => {
    // Only a window with attempts in it: a reward on none would open a window with credit in it.
    const counted = await limiter().get(key);
    if (counted && counted.consumedPoints > 0) await limiter().reward(key, 1);
  };
  return {
    async attempt(key) {
      const waitMs = await consumePoint(limiter(), key);
      if (waitMs > 0) await forgive(key);
      return waitMs;
    },
    forgive,
  };
}

export const tooManyAttemptsFromAddress = "Too many sign-in attempts. Please wait 15 minutes and try again.";
export const tooManyAttemptsOverall = "Too many sign-in attempts on this site. Please try again in an hour.";

/** The sign-in's two limits: why an attempt must wait, and for how long. */
export interface LoginLimits {
  /** Counts an attempt from `address`, or answers why it must wait (the attempt not counted). */
  admit(address: string): Promise<{ message: string; retryAfterSeconds: number } | null>;
  /** The attempt was the right password: it no longer counts. */
  succeeded(address: string): Promise<void>;
}

/**
 * 10 failed sign-ins per address (an IPv6 client's /64) in 15 minutes against guessing from one place, 100 an hour from all
 * addresses together against guessing from many: an attacker can then shut sign-in for an hour, never open it.
 */
export function createLoginLimits(db: Database): LoginLimits {
  const perAddress = createLoginThrottle(db, { name: "admin-login-address", windowMs: 15 * 60_000, points: 10 });
  const overall = createLoginThrottle(db, { name: "admin-login-overall", windowMs: 60 * 60_000, points: 100 });
  const everyAddress = "all";
  const wait = (message: string, ms: number) => ({ message, retryAfterSeconds: Math.ceil(ms / 1000) });
  return {
    async admit(address) {
      const client = limitKey({ address });
      const addressWait = await perAddress.attempt(client);
      if (addressWait > 0) return wait(tooManyAttemptsFromAddress, addressWait);
      const overallWait = await overall.attempt(everyAddress);
      if (overallWait === 0) return null;
      await perAddress.forgive(client);
      return wait(tooManyAttemptsOverall, overallWait);
    },
    async succeeded(address) {
      await perAddress.forgive(limitKey({ address }));
      await overall.forgive(everyAddress);
    },
  };
}
