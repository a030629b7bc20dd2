import { eq } from "drizzle-orm";
import type { CompletedBooking, OrderAwaitingTime } from "#contracts/payments.ts";
import { appointments } from "#db/schema/appointments.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import type { AppServices } from "#server/context.ts";
import { scheduleAppointment, type ExternalBooking } from "#server/bookings/schedule-appointment.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { enqueueBookingMails } from "./booking-mail.ts";
import { confirmCalendlyEvent } from "./calendly-event.ts";
import { completeDepositBooking, toCompletedBooking } from "./complete-deposit-booking.ts";
import { findPaymentOrder } from "./deposit-orders.ts";
import { scheduleReminder } from "#server/reminders/appointment-reminders.ts";
import { sameDigest } from "./payer-manage-link.ts";

/**
 * The pay-first path's last step (POST /api/update-booking-schedule): the paid appointment takes the time the
 * patient chose, from the built-in list or Calendly's widget (confirmed with Calendly's API first). The
 * same time again answers the same booking; a time someone else has is a 409 and the payment stays.
 */
export async function scheduleDepositBooking(
  services: AppServices,
  input: { paypalOrderId: string; scheduledTime?: string | null; calendlyUri?: string | null },
): Promise<CompletedBooking> {
  // Also completes the booking if the browser never called complete-booking (verifies the capture).
  const booking = await completeDepositBooking(services, input.paypalOrderId);
  const requested = input.scheduledTime ? new Date(input.scheduledTime) : null;
  if (booking.status === "confirmed") {
    if (booking.startTime && (requested === null || Date.parse(booking.startTime) === requested.getTime())) return booking;
    throw new ConflictError("This appointment already has a time. Reply to your confirmation email to change it.");
  }
  let external: ExternalBooking | undefined;
  let start = requested;
  if (input.calendlyUri) {
    const confirmed = await confirmCalendlyEvent(services.calendly, input.calendlyUri, requested);
    external = confirmed;
    start = confirmed.start;
  }
  if (!start)
    throw new InvalidInputError("Please choose one of the available times", { scheduledTime: "Please choose one of the available times" });

  // A time someone else has is a SlotUnavailableError (409); the payment stays.
  const { appointment, order, mailIds } = await services.database.db.transaction(async (tx) => {
    const scheduled = await scheduleAppointment(tx, { appointmentId: booking.appointmentId, start, external });
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.redeemedAppointmentId, scheduled.id));
    const ids = await enqueueBookingMails(tx, services, scheduled);
    return { appointment: scheduled, order: order!, mailIds: ids };
  });
  await services.mail.dispatch(mailIds);
  await scheduleReminder(services, appointment);
  return toCompletedBooking(appointment, order);
}

/**
 * The deposit receipt's "Choose your time" link opens /schedule-appointment?order=… in any browser: it learns
 * that a paid appointment is waiting for a time, and nothing once a time is set. Whose it is (name and email)
 * only the browser that made the order learns (`browserBinding`, its checkout cookie's digest).
 */
export async function appointmentAwaitingTime(
  services: AppServices,
  providerOrderId: string,
  browserBinding: string | null,
): Promise<OrderAwaitingTime> {
  const row = await findPaymentOrder(services, providerOrderId);
  const appointment = row.redeemedAppointmentId
    ? (await services.database.db.select().from(appointments).where(eq(appointments.id, row.redeemedAppointmentId)))[0]
    : undefined;
  if (!appointment || appointment.status !== "awaiting_time") throw new NotFoundError("No appointment is waiting for a time.");
  const paidHere = browserBinding !== null && row.browserBinding !== null && sameDigest(row.browserBinding, browserBinding);
  return paidHere
    ? { paypalOrderId: providerOrderId, customerName: appointment.name, customerEmail: appointment.email }
    : { paypalOrderId: providerOrderId };
}
