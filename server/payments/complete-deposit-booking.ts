import { eq } from "drizzle-orm";
import type { CompletedBooking } from "#contracts/payments.ts";
import { InvalidTransitionError } from "#core/booking/booking-state.ts";
import { balanceCents } from "#core/fees.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import type { ProviderOrder } from "#integrations/payments/payment-provider.ts";
import type { AppServices } from "#server/context.ts";
import { confirmHeldAppointment, type DepositPayment } from "#server/bookings/confirm-held-appointment.ts";
import { createAwaitingTimeAppointment } from "#server/bookings/create-awaiting-time-appointment.ts";
import { AppointmentAlreadyPaidError, SlotUnavailableError } from "#server/bookings/errors.ts";
import { ConflictError } from "#server/errors.ts";
import { issueReceipt } from "#server/receipts/issue-receipt.ts";
import { enqueueBookingMails } from "./booking-mail.ts";
import { asUseCaseError, findPaymentOrder, type PaymentOrderRow } from "./deposit-orders.ts";
import { verifiedCapture } from "./verified-capture.ts";
import { scheduleReminder } from "#server/reminders/appointment-reminders.ts";

/** The answer of a booked deposit, built from the database, never from what the browser sent; it names no one. */
export function toCompletedBooking(appointment: AppointmentRow, order: PaymentOrderRow): CompletedBooking {
  return {
    appointmentId: appointment.id,
    status: appointment.status === "confirmed" ? "confirmed" : "awaiting_time",
    startTime: appointment.status === "confirmed" ? (appointment.startAt?.toISOString() ?? null) : null,
    endTime: appointment.status === "confirmed" ? (appointment.endAt?.toISOString() ?? null) : null,
    patientTimeZone: appointment.patientTimeZone,
    depositCents: appointment.depositCents ?? order.amountCents,
    balanceCents: appointment.balanceCents ?? 0,
    paymentProvider: order.provider,
    paypalOrderId: order.providerOrderId ?? "",
    slotLost: order.outcome === "slot_lost",
  };
}

async function loadAppointment(db: Database, id: string): Promise<AppointmentRow> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new Error(`appointment ${id} vanished`);
  return row;
}

/**
 * Turns a captured deposit into a booking, once per order, whoever asks first: the browser after capture,
 * a second tab, or PayPal's webhook for a tab that was closed. Named steps:
 * 1. find our record of the order; an order already used answers the booking it made (idempotent);
 * 2. verify the capture with the provider;
 * 3. in ONE transaction, holding our order row's lock: confirm the hold (or create the paid appointment of
 *    the pay-first path), mark the order used, issue the deposit's receipt and write the mails.
 * If the hold lapsed and someone else took the time meanwhile, the payment is kept: the appointment becomes
 * a paid one waiting for a time and the patient chooses again on /schedule-appointment (docs/decisions/0007).
 */
export async function completeDepositBooking(
  services: AppServices,
  providerOrderId: string,
  options: { holdId?: string | null } = {},
): Promise<CompletedBooking> {
  const { db } = services.database;
  const provider = services.payments;
  const row = await findPaymentOrder(services, providerOrderId);
  if (options.holdId && row.appointmentId && options.holdId !== row.appointmentId) {
    throw new ConflictError("This payment has already been used for another booking.");
  }
  if (row.outcome === "duplicate_payment") {
    throw new ConflictError("This appointment had already been paid for; this payment has been refunded.");
  }
  if (row.redeemedAppointmentId) return toCompletedBooking(await loadAppointment(db, row.redeemedAppointmentId), row);

  let order: ProviderOrder;
  try {
    order = await provider.getOrder(providerOrderId);
  } catch (error) {
    asUseCaseError(error);
  }
  const capture = verifiedCapture(order, row);
  const payment: DepositPayment = {
    provider: provider.name,
    orderId: providerOrderId,
    amountCents: capture.amountCents,
    payerId: order.payerId,
    savedPaymentMethodId: order.savedMethodId,
    balanceCents: balanceCents(services.config.fees),
  };

  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, row.id)).for("update");
    // A second tab waited on the lock above: the first one has booked; answer with its booking.
    if (locked!.redeemedAppointmentId) {
      return {
        appointment: await loadAppointment(tx, locked!.redeemedAppointmentId),
        order: locked!,
        mailIds: [] as string[],
        duplicate: false,
      };
    }
    let appointment: AppointmentRow;
    let slotLost = false;
    let duplicate = false;
    if (locked!.appointmentId) {
      try {
        appointment = await confirmHeldAppointment(tx, { appointmentId: locked!.appointmentId, payment });
      } catch (error) {
        if (error instanceof AppointmentAlreadyPaidError) {
          duplicate = true;
        } else if (!(error instanceof SlotUnavailableError || error instanceof InvalidTransitionError)) {
          throw error;
        }
        const held = await loadAppointment(tx, locked!.appointmentId);
        if (duplicate) {
          appointment = held;
        } else {
          slotLost = true;
          appointment = await createAwaitingTimeAppointment(tx, {
            details: { name: held.name, email: held.email, phone: held.phone, notes: held.notes ?? "" },
            payment,
            patientTimeZone: held.patientTimeZone,
          });
        }
      }
    } else {
      const payer = locked!.payer;
      if (!payer) throw new Error(`payment order ${locked!.id} has neither a hold nor payer details`);
      appointment = await createAwaitingTimeAppointment(tx, {
        details: { name: payer.name, email: payer.email, phone: payer.phone, notes: payer.notes },
        payment,
        patientTimeZone: payer.timeZone,
      });
    }
    const now = new Date();
    const [updated] = await tx
      .update(paymentOrders)
      .set({
        status: "captured",
        captureId: capture.id,
        capturedAmountCents: capture.amountCents,
        capturedCurrency: capture.currency,
        payerId: order.payerId,
        savedMethodId: order.savedMethodId,
        redeemedAppointmentId: duplicate ? null : appointment.id,
        redeemedAt: duplicate ? null : now,
        outcome: duplicate ? "duplicate_payment" : slotLost ? "slot_lost" : null,
        updatedAt: now,
      })
      .where(eq(paymentOrders.id, locked!.id))
      .returning();
    if (duplicate) return { appointment, order: updated!, mailIds: [] as string[], duplicate };
    const receipt = await issueReceipt(tx, {
      appointmentId: appointment.id,
      kind: "deposit",
      amountCents: capture.amountCents,
      method: provider.name,
    });
    const mailIds = await enqueueBookingMails(tx, services, appointment, { slotLost, receipt });
    return { appointment, order: updated!, mailIds, duplicate };
  });

  if (outcome.duplicate) {
    // The appointment was already paid by another order: give this money back rather than keep two deposits.
    try {
      await provider.refund(capture.id, { amountCents: capture.amountCents, currency: "AUD", requestId: `deposit-refund-${row.id}` });
      await db.update(paymentOrders).set({ status: "refunded", updatedAt: new Date() }).where(eq(paymentOrders.id, row.id));
    } catch (error) {
      services.logger.error({ err: error, orderId: providerOrderId }, "refund of a duplicate deposit failed: refund it by hand");
    }
    throw new ConflictError("This appointment had already been paid for; this payment has been refunded.");
  }
  await services.mail.dispatch(outcome.mailIds);
  await scheduleReminder(services, outcome.appointment);
  return toCompletedBooking(outcome.appointment, outcome.order);
}
