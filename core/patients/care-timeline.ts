import type { AppointmentStatus } from "#core/booking/booking-state.ts";

/** Where an appointment stands on the patient's "My care": still to come, or behind them. */
export type CarePlace = "upcoming" | "past";

export interface TimelineAppointment {
  status: AppointmentStatus;
  endAt: Date | null;
  depositPaidAt: Date | null;
}

/**
 * An appointment's place on "My care", or null for one that never was a booking (a hold that lapsed or was
 * let go unpaid). A paid appointment is upcoming until it ends (with no time chosen yet, until it has one and
 * that ends), as long as its manage link works; a cancelled one is past, whenever it was for.
 */
export function carePlace(appointment: TimelineAppointment, now: Date): CarePlace | null {
  switch (appointment.status) {
    case "held":
    case "expired":
      return null;
    case "cancelled":
      return appointment.depositPaidAt ? "past" : null;
    case "awaiting_time":
      return "upcoming";
    case "confirmed":
      return appointment.endAt && appointment.endAt.getTime() <= now.getTime() ? "past" : "upcoming";
  }
}
