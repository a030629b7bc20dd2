import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { depositRefunds, type DepositRefundRow } from "#db/schema/refunds.ts";
import type { AppServices } from "#server/context.ts";

/** How long one caller may spend asking the provider before another may ask again (a crashed process). */
const CLAIM_SECONDS = 60;

/** The PayPal-Request-Id of an appointment's deposit refund: a retry is the same request, so the same refund. */
export const depositRefundRequestId = (appointmentId: string) => `deposit-cancel-refund-${appointmentId}`;

/**
 * In the cancellation's transaction: the pending refund of the appointment's captured deposit, or null when
 * no captured deposit is on record. One row per appointment (deposit_refunds_appointment_uq): a second call
 * answers the first row.
 */
export async function recordDepositRefund(tx: Database, appointment: AppointmentRow): Promise<DepositRefundRow | null> {
  if (!appointment.paymentProvider || !appointment.paymentOrderId) return null;
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, appointment.paymentProvider),
        eq(paymentOrders.providerOrderId, appointment.paymentOrderId),
        isNotNull(paymentOrders.captureId),
      ),
    );
  if (!order?.captureId) return null;
  await tx
    .insert(depositRefunds)
    .values({
      appointmentId: appointment.id,
      provider: order.provider,
      captureId: order.captureId,
      amountCents: order.capturedAmountCents ?? order.amountCents,
      currency: order.capturedCurrency ?? order.currency,
      requestId: depositRefundRequestId(appointment.id),
    })
    .onConflictDoNothing({ target: depositRefunds.appointmentId });
  return findDepositRefund(tx, appointment.id);
}

export async function findDepositRefund(db: Database, appointmentId: string): Promise<DepositRefundRow | null> {
  const [row] = await db.select().from(depositRefunds).where(eq(depositRefunds.appointmentId, appointmentId));
  return row ?? null;
}

/**
 * Asks the provider for a pending refund, after the cancellation committed. Only the caller that claims the
 * row asks (one statement, so concurrent callers in any process cannot both), with the refund's own
 * PayPal-Request-Id. When the provider fails, the refund stays pending for a retry (the caller queues it:
 * server/jobs/refund-retries.ts): the cancellation stands either way. Answers the row as it is now.
 */
export async function settleDepositRefund(services: AppServices, refundId: string): Promise<DepositRefundRow> {
  const { db } = services.database;
  const [claimed] = await db
    .update(depositRefunds)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, attempts: sql`${depositRefunds.attempts} + 1` })
    .where(
      and(
        eq(depositRefunds.id, refundId),
        eq(depositRefunds.status, "pending"),
        sql`(${depositRefunds.claimedUntil} IS NULL OR ${depositRefunds.claimedUntil} < now())`,
      ),
    )
    .returning();
  if (!claimed) return (await db.select().from(depositRefunds).where(eq(depositRefunds.id, refundId)))[0]!;
  try {
    const refund = await services.payments.refund(claimed.captureId, {
      amountCents: claimed.amountCents,
      currency: "AUD",
      requestId: claimed.requestId,
    });
    return await markRefundCompleted(db, claimed, refund.id);
  } catch (error) {
    services.logger.error({ err: error, refundId, appointmentId: claimed.appointmentId }, "deposit refund failed; it will be retried");
    const [row] = await db
      .update(depositRefunds)
      .set({ claimedUntil: null, lastError: error instanceof Error ? error.name : "unknown" })
      .where(eq(depositRefunds.id, refundId))
      .returning();
    return row!;
  }
}

async function markRefundCompleted(db: Database, refund: DepositRefundRow, providerRefundId: string | null): Promise<DepositRefundRow> {
  const now = new Date();
  const [row] = await db
    .update(depositRefunds)
    .set({
      status: "completed",
      providerRefundId: providerRefundId ?? refund.providerRefundId,
      completedAt: now,
      claimedUntil: null,
      lastError: null,
    })
    .where(eq(depositRefunds.id, refund.id))
    .returning();
  await db
    .update(paymentOrders)
    .set({ status: "refunded", updatedAt: now })
    .where(and(eq(paymentOrders.provider, refund.provider), eq(paymentOrders.captureId, refund.captureId)));
  return row!;
}

/**
 * The provider's refund webhook (PAYMENT.CAPTURE.REFUNDED): marks our pending refund of that capture done,
 * without asking the provider anything; a refund already completed is left as it is.
 */
export async function applyRefundedCapture(db: Database, provider: string, captureId: string): Promise<void> {
  const [pending] = await db
    .select()
    .from(depositRefunds)
    .where(and(eq(depositRefunds.provider, provider), eq(depositRefunds.captureId, captureId), eq(depositRefunds.status, "pending")));
  if (pending) await markRefundCompleted(db, pending, null);
}
