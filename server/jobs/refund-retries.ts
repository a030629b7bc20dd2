import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { depositRefunds } from "#db/schema/refunds.ts";
import type { AppServices } from "#server/context.ts";
import { settleDepositRefund } from "#server/payments/deposit-refund.ts";

export const REFUND_QUEUE = "deposit-refund";

/** When a refund the provider did not make is tried again, and how often the worker looks for one. */
export interface RefundRetryTiming {
  limit: number;
  delaySeconds: number;
  maxDelaySeconds: number;
  pollingIntervalSeconds: number;
}

/** Back-off of a refund the provider did not make: a minute, doubling, at most an hour apart, for a day or so. */
export const refundRetryTiming: RefundRetryTiming = { limit: 30, delaySeconds: 60, maxDelaySeconds: 3_600, pollingIntervalSeconds: 5 };

/** Queues another attempt at a pending refund; one queued job per refund ("exclusive" on its id). */
export async function queueRefundRetry(
  services: Pick<AppServices, "jobs" | "logger">,
  refundId: string,
  retry: RefundRetryTiming = refundRetryTiming,
): Promise<void> {
  if (!services.jobs) return;
  try {
    await services.jobs.send(
      REFUND_QUEUE,
      { refundId },
      {
        singletonKey: refundId,
        startAfter: retry.delaySeconds,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        retryDelayMax: retry.maxDelaySeconds,
      },
    );
  } catch (error) {
    // The start-up round below queues every pending refund again.
    services.logger.warn({ err: error, refundId }, "could not queue the refund's retry now");
  }
}

/**
 * The worker of refund retries, and a round at start for refunds left pending (a process that stopped
 * before its retry was queued). A job whose refund is still pending fails, so pg-boss tries it again later.
 */
export async function startRefundRetries(boss: PgBoss, services: AppServices, retry: RefundRetryTiming = refundRetryTiming): Promise<void> {
  await boss.createQueue(REFUND_QUEUE, { policy: "exclusive" });
  await boss.work<{ refundId: string }>(REFUND_QUEUE, { pollingIntervalSeconds: retry.pollingIntervalSeconds }, async ([job]) => {
    if (!job) return;
    const refund = await settleDepositRefund(services, job.data.refundId);
    if (refund.status !== "completed") throw new Error(`refund ${refund.id} is still pending`);
  });
  const pending = await services.database.db
    .select({ id: depositRefunds.id })
    .from(depositRefunds)
    .where(eq(depositRefunds.status, "pending"));
  for (const { id } of pending) await queueRefundRetry({ ...services, jobs: boss }, id, retry);
}
