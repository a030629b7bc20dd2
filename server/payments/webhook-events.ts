import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { paymentWebhookEvents } from "#db/schema/payments.ts";
import { ConflictError } from "#server/errors.ts";

export interface WebhookEventKey {
  provider: string;
  eventId: string;
  eventType: string;
}

/** How long a delivery may take to apply an event before another copy may take it over (a crashed process). */
const CLAIM_SECONDS = 120;

export const eventBeingApplied = "This event is being applied by another delivery; please send it again later.";

/**
 * Takes the right to apply one webhook event, in one statement so that two copies delivered to two server
 * processes at once cannot both get it: "claimed" (apply it, then `markWebhookEventApplied`, or
 * `releaseWebhookEvent` on failure), or "applied" (a duplicate). A copy arriving while another applies the
 * event waits for the outcome up to `waitMs`, then is refused with 409 so that the provider sends it again.
 */
export async function claimWebhookEvent(db: Database, key: WebhookEventKey, waitMs = 15_000): Promise<"claimed" | "applied"> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claimed = await db
      .insert(paymentWebhookEvents)
      .values({ ...key, claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .onConflictDoUpdate({
        target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId],
        set: { claimedUntil: sql`excluded.claimed_until` },
        setWhere: sql`${paymentWebhookEvents.appliedAt} IS NULL AND (${paymentWebhookEvents.claimedUntil} IS NULL OR ${paymentWebhookEvents.claimedUntil} < now())`,
      })
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (claimed.length > 0) return "claimed";
    const [row] = await db.select({ appliedAt: paymentWebhookEvents.appliedAt }).from(paymentWebhookEvents).where(byKey(key));
    if (row?.appliedAt) return "applied";
    if (Date.now() >= deadline) throw new ConflictError(eventBeingApplied);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Done: `deliveryId` (the provider's id of this delivery) lets a replay of it be refused before verification. */
export async function markWebhookEventApplied(db: Database, key: WebhookEventKey, deliveryId: string | null): Promise<void> {
  await db.update(paymentWebhookEvents).set({ appliedAt: new Date(), claimedUntil: null, deliveryId }).where(byKey(key));
}

/** This very delivery (the provider's id of it) was applied before: a replay, refused before verification. */
export async function isDeliveryApplied(db: Database, provider: string, deliveryId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.deliveryId, deliveryId)));
  return row !== undefined;
}

/** The work failed: the next delivery of the event (the provider retries) may apply it. */
export async function releaseWebhookEvent(db: Database, key: WebhookEventKey): Promise<void> {
  await db.update(paymentWebhookEvents).set({ claimedUntil: null }).where(byKey(key));
}

const byKey = (key: WebhookEventKey) => and(eq(paymentWebhookEvents.provider, key.provider), eq(paymentWebhookEvents.eventId, key.eventId));
