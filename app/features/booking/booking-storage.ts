import type { BookingDetails } from "#contracts/booking.ts";

/**
 * What the booking section leaves in session storage for /checkout (spec §3): `pendingAppointment` after a
 * slot is picked (with the hold that keeps it), `bookingData` after a direct submit (pay first, pick later).
 * The checkout reads them with app/features/payments/booking-session.ts.
 */
export const SERVICE_ID = 1;

export interface PendingAppointmentRecord extends BookingDetails {
  selectedTime: string;
  serviceId: typeof SERVICE_ID;
  timestamp: string;
  holdId: string;
  holdExpiresAt: string;
}

export interface BookingDataRecord extends BookingDetails {
  serviceId: typeof SERVICE_ID;
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: the checkout's own guard sends the patient back to start again.
  }
}

export function savePendingAppointment(
  details: BookingDetails,
  hold: { holdId: string; start_time: string; expires_at: string },
  now: Date = new Date(),
): PendingAppointmentRecord {
  const record: PendingAppointmentRecord = {
    ...details,
    selectedTime: hold.start_time,
    serviceId: SERVICE_ID,
    timestamp: now.toISOString(),
    holdId: hold.holdId,
    holdExpiresAt: hold.expires_at,
  };
  write("pendingAppointment", record);
  return record;
}

export function saveBookingData(details: BookingDetails): BookingDataRecord {
  const record: BookingDataRecord = { ...details, serviceId: SERVICE_ID };
  write("bookingData", record);
  return record;
}
