import { and, eq, isNull } from "drizzle-orm";
import { appointments } from "#db/schema/appointments.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import type { VerifiedWebhookEvent } from "#integrations/payments/payment-provider.ts";
import type { AppServices } from "#server/context.ts";
import { InvalidInputError, ProviderFailedError, UseCaseError } from "#server/errors.ts";
import { completeDepositBooking } from "./complete-deposit-booking.ts";
import { applyRefundedCapture } from "./deposit-refund.ts";
import { claimWebhookEvent, isDeliveryApplied, markWebhookEventApplied, releaseWebhookEvent } from "./webhook-events.ts";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * A provider's webhook. Believed only once the provider verifies its signature; applied once per event id:
 * the delivery that claims the event applies it, and copies (a repeated delivery, or one reaching another
 * server process at the same moment) answer "duplicate" (webhook-events.ts). A delivery that failed half
 * way releases its claim, so the provider's retry applies the event; every step below is idempotent too.
 * A delivery id already applied is answered at once: a replay costs no verification call to the provider.
 */
export async function handlePaymentWebhook(services: AppServices, headers: Headers, rawBody: string): Promise<WebhookOutcome> {
  const provider = services.payments;
  const { db } = services.database;
  const deliveryId = provider.webhookDeliveryId(headers);
  if (deliveryId && (await isDeliveryApplied(db, provider.name, deliveryId))) return "duplicate";
  const event = await provider.verifyWebhook(headers, rawBody);
  if (!event) throw new InvalidInputError("Webhook signature could not be verified");
  const key = { provider: provider.name, eventId: event.id, eventType: event.type };
  if ((await claimWebhookEvent(db, key)) === "applied") return "duplicate";
  let outcome: WebhookOutcome;
  try {
    outcome = await apply(services, event);
  } catch (error) {
    await releaseWebhookEvent(db, key);
    throw error;
  }
  await markWebhookEventApplied(db, key, deliveryId);
  return outcome;
}

async function apply(services: AppServices, event: VerifiedWebhookEvent): Promise<WebhookOutcome> {
  const { db } = services.database;
  const provider = services.payments;
  const byOrder = event.orderId ? and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.providerOrderId, event.orderId)) : null;
  switch (event.type) {
    case "PAYMENT.CAPTURE.COMPLETED": {
      if (!byOrder) return "ignored";
      const [row] = await db.select().from(paymentOrders).where(byOrder);
      if (!row) return "ignored";
      // The patient's tab may have closed after paying: the booking is made here all the same.
      try {
        await completeDepositBooking(services, event.orderId!);
      } catch (error) {
        // A refusal (already refunded duplicate, mismatch) is final: acknowledge, it is logged for the practice.
        // A provider that did not answer is not: PayPal delivers the webhook again later.
        if (error instanceof UseCaseError && !(error instanceof ProviderFailedError)) {
          services.logger.warn({ orderId: event.orderId, reason: error.message }, "capture webhook did not book");
          return "ignored";
        }
        throw error;
      }
      return "applied";
    }
    case "PAYMENT.CAPTURE.DENIED": {
      if (!byOrder) return "ignored";
      await db
        .update(paymentOrders)
        .set({ status: "declined", updatedAt: new Date() })
        .where(and(byOrder, isNull(paymentOrders.redeemedAppointmentId)));
      return "applied";
    }
    case "PAYMENT.CAPTURE.REFUNDED": {
      if (!event.captureId) return "ignored";
      await db
        .update(paymentOrders)
        .set({ status: "refunded", updatedAt: new Date() })
        .where(and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.captureId, event.captureId)));
      // A cancellation's refund the provider made (ours, confirmed here): recorded, never asked for again.
      await applyRefundedCapture(db, provider.name, event.captureId);
      return "applied";
    }
    case "VAULT.PAYMENT-TOKEN.CREATED": {
      if (!byOrder || !event.savedMethodId) return "ignored";
      const [row] = await db
        .update(paymentOrders)
        .set({ savedMethodId: event.savedMethodId, updatedAt: new Date() })
        .where(and(byOrder, isNull(paymentOrders.savedMethodId)))
        .returning();
      if (row?.redeemedAppointmentId) {
        await db
          .update(appointments)
          .set({ savedPaymentMethodId: event.savedMethodId, updatedAt: new Date() })
          .where(and(eq(appointments.id, row.redeemedAppointmentId), isNull(appointments.savedPaymentMethodId)));
      }
      return "applied";
    }
    default:
      return "ignored";
  }
}
