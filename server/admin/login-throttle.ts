/**
 * Limits on failed sign-ins (product decision 10), counted per key in fixed windows, in memory like
 * server/http/rate-limit.ts (one process). Unlike that request limit, a successful sign-in is forgiven:
 * the practitioner signing in and out all day is never locked out, a guesser is after `limit` wrong
 * passwords. An attempt counts from its start, so guesses sent all at once cannot pass the limit while
 * the first ones are still being checked.
 */
export interface LoginThrottle {
  /** Counts an attempt of `key`; over the limit it is not counted and the answer is the milliseconds to wait, else 0. */
  attempt(key: string, now: number): number;
  /** The attempt was the right password: it no longer counts. */
  forgive(key: string, now: number): void;
}

export function createLoginThrottle(options: { windowMs: number; limit: number }): LoginThrottle {
  const { windowMs, limit } = options;
  const windows = new Map<string, { startedAt: number; attempts: number }>();

  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && now - window.startedAt < windowMs) return window;
    windows.delete(key);
    return null;
  };

  return {
    attempt(key, now) {
      // Ended windows are dropped as they are met; a sweep keeps a flood of addresses from piling up.
      if (windows.size > 10_000) for (const other of windows.keys()) current(other, now);
      const window = current(key, now);
      if (!window) {
        windows.set(key, { startedAt: now, attempts: 1 });
        return 0;
      }
      if (window.attempts >= limit) return window.startedAt + windowMs - now;
      window.attempts += 1;
      return 0;
    },
    forgive(key, now) {
      const window = current(key, now);
      if (window) window.attempts = Math.max(0, window.attempts - 1);
    },
  };
}

export const tooManyAttemptsFromAddress = "Too many sign-in attempts. Please wait 15 minutes and try again.";
export const tooManyAttemptsOverall = "Too many sign-in attempts on this site. Please try again in an hour.";

/** The sign-in's two limits: why an attempt must wait, and for how long. */
export interface LoginLimits {
  /** Counts an attempt from `address`, or answers why it must wait (the attempt not counted). */
  admit(address: string, now: number): { message: string; retryAfterSeconds: number } | null;
  /** The attempt was the right password: it no longer counts. */
  succeeded(address: string, now: number): void;
}

/**
 * 10 failed sign-ins per address in 15 minutes against guessing from one place, 100 an hour from all
 * addresses together against guessing from many: an attacker can then shut sign-in for an hour, never open it.
 */
export function createLoginLimits(): LoginLimits {
  const perAddress = createLoginThrottle({ windowMs: 15 * 60_000, limit: 10 });
  const overall = createLoginThrottle({ windowMs: 60 * 60_000, limit: 100 });
  const everyAddress = "";
  const wait = (message: string, ms: number) => ({ message, retryAfterSeconds: Math.ceil(ms / 1000) });
  return {
    admit(address, now) {
      const addressWait = perAddress.attempt(address, now);
      if (addressWait > 0) return wait(tooManyAttemptsFromAddress, addressWait);
      const overallWait = overall.attempt(everyAddress, now);
      if (overallWait === 0) return null;
      perAddress.forgive(address, now);
      return wait(tooManyAttemptsOverall, overallWait);
    },
    succeeded(address, now) {
      perAddress.forgive(address, now);
      overall.forgive(everyAddress, now);
    },
  };
}
