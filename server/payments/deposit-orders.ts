import { and, eq } from "drizzle-orm";
import type { CreateOrderPayload } from "#contracts/payments.ts";
import { isValidTimeZone } from "#core/scheduling/melbourne-time.ts";
import { appointments } from "#db/schema/appointments.ts";
import { listBusyIntervals } from "#integrations/scheduling/builtin/busy-time.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { PaymentDeclinedError, PaymentProviderUnavailableError, type ProviderOrder } from "#integrations/payments/payment-provider.ts";
import type { AppServices } from "#server/context.ts";
import { SlotUnavailableError } from "#server/bookings/errors.ts";
import { ConflictError, NotFoundError, PaymentIncompleteError, ProviderFailedError } from "#server/errors.ts";

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** Provider failures as the patient's answers: declined is theirs to fix, unavailable is ours. */
export function asUseCaseError(error: unknown): never {
  if (error instanceof PaymentDeclinedError) {
    throw new PaymentIncompleteError(error.code === "ORDER_NOT_APPROVED" ? "The payment has not been approved yet." : error.message);
  }
  if (error instanceof PaymentProviderUnavailableError) {
    throw new ProviderFailedError("The payment service is not answering. Please try again in a moment.", "unreachable");
  }
  throw error;
}

/**
 * Step 1 of paying the deposit. The amount is the fee schedule's deposit, whatever the browser sent. Our
 * record is written before the provider is asked (docs/product/decisions.md, 12) and names the provider's order after.
 * `browserBinding` is the paying browser's checkout cookie digest (server/api/paypal/checkout-cookie.ts).
 */
export async function createDepositOrder(
  services: AppServices,
  payload: CreateOrderPayload,
  browserBinding: string | null = null,
): Promise<ProviderOrder> {
  const { db } = services.database;
  const provider = services.payments;
  const { fees } = services.config;

  let appointmentId: string | null = null;
  let payer: PaymentOrderRow["payer"] = null;
  if ("holdId" in payload && payload.holdId) {
    const [held] = await db.select().from(appointments).where(eq(appointments.id, payload.holdId));
    if (!held) throw new NotFoundError("No appointment data found", { holdId: "Please start the booking process again" });
    if (held.status === "confirmed" || held.status === "awaiting_time") {
      throw new ConflictError("This appointment has already been paid for.");
    }
    if (held.status === "cancelled") throw new ConflictError("This appointment was cancelled. Please start the booking process again.");
    await ensureTimeStillFree(services, held);
    appointmentId = held.id;
  } else if ("name" in payload) {
    const timeZone = payload.timeZone && isValidTimeZone(payload.timeZone) ? payload.timeZone : null;
    payer = {
      name: payload.name.trim(),
      email: payload.email.trim(),
      phone: payload.phone.trim(),
      notes: (payload.notes ?? "").trim(),
      timeZone,
    };
  }

  const [row] = await db
    .insert(paymentOrders)
    .values({
      provider: provider.name,
      purpose: "deposit",
      amountCents: fees.depositCents,
      currency: fees.currency,
      appointmentId,
      payer,
      browserBinding,
    })
    .returning();
  let order: ProviderOrder;
  try {
    order = await provider.createDepositOrder({
      amountCents: row!.amountCents,
      currency: fees.currency,
      reference: row!.id,
      description: "ACL Rehabilitation Consultation: deposit",
      requestId: `deposit-create-${row!.id}`,
    });
  } catch (error) {
    asUseCaseError(error);
  }
  await db.update(paymentOrders).set({ providerOrderId: order.id, updatedAt: new Date() }).where(eq(paymentOrders.id, row!.id));
  return order;
}

/**
 * A hold that lapsed before the patient pressed Pay keeps no claim on its time. If someone else has taken
 * that time since, refuse now, before any money moves, so the patient picks another time instead of paying
 * for one they cannot have. (A hold that lapses during the payment itself is handled after capture.)
 */
async function ensureTimeStillFree(services: AppServices, held: typeof appointments.$inferSelect): Promise<void> {
  const now = new Date();
  const live = held.status === "held" && held.holdExpiresAt !== null && held.holdExpiresAt > now;
  if (live || !held.startAt || !held.blockedUntil) return;
  const busy = await listBusyIntervals(services.database.db, { from: held.startAt, to: held.blockedUntil, now });
  if (busy.some((interval) => interval.start < held.blockedUntil! && interval.end > held.startAt!)) {
    throw new SlotUnavailableError();
  }
}

export async function findPaymentOrder(services: AppServices, providerOrderId: string): Promise<PaymentOrderRow> {
  const provider = services.payments;
  const [row] = await services.database.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.providerOrderId, providerOrderId)));
  if (!row) throw new NotFoundError("Unknown payment order");
  return row;
}

/**
 * Step 2: the patient approved; take the money. A retry of the same capture carries the same request id, so
 * the provider answers with the first capture instead of charging again (docs/product/decisions.md, 3). Before asking, make
 * sure the appointment is not already paid by another order: then no money moves at all.
 */
export async function captureDepositOrder(services: AppServices, providerOrderId: string): Promise<ProviderOrder> {
  const row = await findPaymentOrder(services, providerOrderId);
  const provider = services.payments;
  if (row.appointmentId) {
    const [appointment] = await services.database.db
      .select({ status: appointments.status, paymentOrderId: appointments.paymentOrderId })
      .from(appointments)
      .where(eq(appointments.id, row.appointmentId));
    if (appointment?.status === "confirmed" && appointment.paymentOrderId !== providerOrderId) {
      throw new ConflictError("This appointment has already been paid for.");
    }
  }
  try {
    const order = await provider.captureOrder(providerOrderId, { requestId: `deposit-capture-${row.id}` });
    return order;
  } catch (error) {
    // Captured before under another request id (PayPal keeps request ids for hours, not forever).
    if (error instanceof PaymentDeclinedError && error.code === "ORDER_ALREADY_CAPTURED") return provider.getOrder(providerOrderId);
    if (error instanceof PaymentDeclinedError) {
      await services.database.db
        .update(paymentOrders)
        .set({ status: error.code === "ORDER_NOT_APPROVED" ? row.status : "declined", updatedAt: new Date() })
        .where(eq(paymentOrders.id, row.id));
    }
    asUseCaseError(error);
  }
}
