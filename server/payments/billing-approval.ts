import { and, eq, isNull } from "drizzle-orm";
import { appointments } from "#db/schema/appointments.ts";
import { savedPaymentMethods } from "#db/schema/payments.ts";
import type { SavedMethod } from "#integrations/payments/payment-provider.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError, InvalidInputError } from "#server/errors.ts";
import { asUseCaseError, findPaymentOrder } from "./deposit-orders.ts";

/**
 * POST /paypal/billing/execute-agreement, mapped onto PayPal's vault (docs/decisions/0007): the approval
 * redirect's `token` is a vault setup token, exchanged here for a payment token (the spec's
 * "agreementId"); the customer id stands for the "payerId". The same token again answers the same method.
 */
export async function saveApprovedBillingMethod(services: AppServices, setupToken: string): Promise<SavedMethod> {
  const provider = services.payments;
  const { db } = services.database;
  const [known] = await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.setupToken, setupToken));
  if (known) return { savedMethodId: known.savedMethodId, customerId: known.customerId };
  let saved: SavedMethod;
  try {
    saved = await provider.saveApprovedMethod(setupToken, { requestId: `vault-${setupToken}` });
  } catch (error) {
    asUseCaseError(error);
  }
  await db
    .insert(savedPaymentMethods)
    .values({ provider: provider.name, savedMethodId: saved.savedMethodId, customerId: saved.customerId, setupToken })
    .onConflictDoNothing();
  return saved;
}

/**
 * PATCH /api/appointments/by-paypal-order/{orderId}: the saved method pays the balance of the appointment
 * that order booked. Only a method this server saved, not yet given to another appointment, is accepted.
 */
export async function attachBillingMethod(services: AppServices, providerOrderId: string, savedMethodId: string): Promise<void> {
  const order = await findPaymentOrder(services, providerOrderId);
  if (!order.redeemedAppointmentId) throw new ConflictError("This payment has not completed a booking yet.");
  const appointmentId = order.redeemedAppointmentId;
  await services.database.db.transaction(async (tx) => {
    const [method] = await tx.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.savedMethodId, savedMethodId)).for("update");
    if (!method) throw new InvalidInputError("Unknown billing agreement.", { paypalBillingAgreementId: "Unknown billing agreement." });
    if (method.attachedAppointmentId && method.attachedAppointmentId !== appointmentId) {
      throw new ConflictError("This billing agreement belongs to another appointment.");
    }
    await tx
      .update(savedPaymentMethods)
      .set({ attachedAppointmentId: appointmentId })
      .where(eq(savedPaymentMethods.savedMethodId, savedMethodId));
    await tx
      .update(appointments)
      .set({ savedPaymentMethodId: savedMethodId, updatedAt: new Date() })
      .where(and(eq(appointments.id, appointmentId), isNull(appointments.balancePaidAt)));
  });
}
