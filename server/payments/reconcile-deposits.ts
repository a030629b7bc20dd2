import { and, desc, eq, gt, isNotNull, isNull, lt, notInArray } from "drizzle-orm";
import { paymentOrders } from "#db/schema/payments.ts";
import type { AppServices } from "#server/context.ts";
import { PaymentIncompleteError, ProviderFailedError, UseCaseError } from "#server/errors.ts";
import { completeDepositBooking } from "./complete-deposit-booking.ts";
import { every } from "#server/jobs/every.ts";

export interface ReconciliationRound {
  /** Provider orders that had been paid with no booking, booked now. */
  booked: string[];
  /** Orders the payer never completed (not approved, not captured): nothing to do. */
  unpaid: number;
}

/** Orders are looked at for a day: a payment abandoned longer ago is not one a patient is waiting on. */
const LOOKBACK_MS = 24 * 60 * 60_000;

/**
 * Nothing is lost between capture and booking (docs/product/decisions.md, 12): if the process died after the
 * provider captured a deposit and before the booking was written, the order is still unredeemed here. Each
 * round asks the provider about such orders older than `minAgeMs` (a checkout in progress books itself)
 * and books the captured ones through the same idempotent path as the browser and the webhook, lost-hold
 * rule included. Safe on several processes at once: booking holds the order row's lock.
 */
export async function reconcileDeposits(
  services: AppServices,
  { now = new Date(), minAgeMs }: { now?: Date; minAgeMs: number },
): Promise<ReconciliationRound> {
  const candidates = await services.database.db
    .select({ providerOrderId: paymentOrders.providerOrderId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.purpose, "deposit"),
        eq(paymentOrders.provider, services.payments.name),
        isNotNull(paymentOrders.providerOrderId),
        isNull(paymentOrders.redeemedAppointmentId),
        isNull(paymentOrders.outcome),
        notInArray(paymentOrders.status, ["declined", "refunded"]),
        lt(paymentOrders.createdAt, new Date(now.getTime() - minAgeMs)),
        gt(paymentOrders.createdAt, new Date(now.getTime() - LOOKBACK_MS)),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(100);

  const round: ReconciliationRound = { booked: [], unpaid: 0 };
  for (const { providerOrderId } of candidates) {
    try {
      await completeDepositBooking(services, providerOrderId!);
      round.booked.push(providerOrderId!);
    } catch (error) {
      if (error instanceof PaymentIncompleteError) {
        round.unpaid++;
        continue;
      }
      // The provider is not answering: the next round tries again.
      if (error instanceof ProviderFailedError) break;
      if (!(error instanceof UseCaseError)) throw error;
      services.logger.warn({ orderId: providerOrderId, reason: error.message }, "a paid order could not be booked by reconciliation");
    }
  }
  return round;
}

/** Runs a round at start and every `intervalMs` on this process's timer; returns the stop. */
export function startDepositReconciliation(services: AppServices, intervalMs: number): { stop(): Promise<void> } {
  return every(intervalMs, () =>
    reconcileDeposits(services, { minAgeMs: intervalMs })
      .then(({ booked }) => {
        if (booked.length > 0) services.logger.warn({ orderIds: booked }, "booked deposits that had been paid with no booking");
      })
      .catch((error: unknown) => services.logger.error({ err: error }, "deposit reconciliation failed")),
  );
}
