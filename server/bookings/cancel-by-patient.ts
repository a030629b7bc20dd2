import type { ManageBookingView } from "#contracts/manage-booking.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { findAppointmentByManageToken } from "./manage-link.ts";
import { toManageBookingView } from "./manage-booking-view.ts";

export const unknownManageLink = "This booking link is not valid any more. It works until the appointment is over.";
const calendlyCancels = "This appointment was booked through Calendly: please cancel it with the Calendly link on this page.";

/**
 * The patient cancels from their manage-booking link, by the notice rule (core/booking/cancel-deposit.ts):
 * the manage-booking page's action and POST /api/manage-booking/:token/cancel alike. A repeat answers the
 * cancelled appointment again and changes nothing. Returns the page's view of it.
 */
export async function cancelByPatient(services: AppServices, token: string): Promise<ManageBookingView> {
  const now = new Date();
  const row = await findAppointmentByManageToken(services.database.db, token, now);
  const current = row ? await toManageBookingView(services, row, now) : null;
  if (!row || !current) throw new NotFoundError(unknownManageLink);
  // Calendly holds the calendar entry: its own cancel page cancels it there, and its webhook cancels it here.
  if (current.scheduling === "calendly" && current.status !== "cancelled") throw new ConflictError(calendlyCancels);
  const { appointment } = await cancelBooking(services, { appointmentId: row.id, by: "patient", deposit: "by-rule", now });
  const view = await toManageBookingView(services, appointment, now);
  if (!view) throw new NotFoundError(unknownManageLink);
  return view;
}
