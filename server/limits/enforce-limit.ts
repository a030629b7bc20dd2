import type { Database } from "#db/client.ts";
import { TooManyRequestsError } from "#server/errors.ts";
import { addressBucket } from "./address-bucket.ts";
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
 * Who a limit counts: a client address, and the sender behind it when the limit is per sender; or a sender
 * wherever they ask from (`address: null`), for a limit that must hold however many addresses ask.
 */
export type LimitedClient =
  | {
      address: string;
      /** An email address: people behind one address (a clinic, a hospital) each get their own count. */
      sender?: string;
    }
  | { address: null; sender: string };

/** The counter's key: the address's bucket (an IPv6 client's /64, address-bucket.ts), then the sender. */
export function limitKey({ address, sender }: LimitedClient): string {
  if (address === null) return `sender:${sender.toLowerCase()}`;
  const bucket = addressBucket(address);
  return sender === undefined ? bucket : `${bucket}:${sender.toLowerCase()}`;
}

/**
 * Counts one request of `limit` for `client` and refuses it with TooManyRequestsError, saying when to try
 * again, once the window's count is spent. Counted in the site's database, so every process shares it
 * (server/limits/shared-limiter.ts).
 */
export async function enforceLimit(db: Database, limit: Limit, client: LimitedClient): Promise<void> {
  const limiter = sharedLimiter(db, { name: limit.name, points: limit.limit, windowMs: limit.windowMs });
  const waitMs = await consumePoint(limiter, limitKey(client));
  if (waitMs > 0) throw new TooManyRequestsError(limit.message, Math.ceil(waitMs / 1000));
}
