import type { BookingDetails } from "#contracts/booking.ts";
import { isValidTimeZone } from "#core/scheduling/melbourne-time.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { PRACTITIONER_ID } from "#integrations/scheduling/builtin/busy-time.ts";
import { patientForBooking } from "#server/patients/patient-for-booking.ts";
import { depositColumns, type DepositPayment } from "./confirm-held-appointment.ts";

/**
 * The pay-first path's first step: the deposit is paid before any time is chosen, so the appointment
 * exists with no time ('awaiting_time') until scheduleAppointment gives it one. Runs in the caller's
 * transaction; a second call with the same order fails on the unique (provider, order) index.
 */
export async function createAwaitingTimeAppointment(
  tx: Database,
  {
    details,
    payment,
    patientTimeZone,
    now = new Date(),
  }: { details: BookingDetails; payment: DepositPayment; patientTimeZone?: string | null; now?: Date },
): Promise<AppointmentRow> {
  const [row] = await tx
    .insert(appointments)
    .values({
      practitionerId: PRACTITIONER_ID,
      status: "awaiting_time",
      name: details.name,
      email: details.email,
      phone: details.phone,
      notes: details.notes || null,
      patientTimeZone: patientTimeZone && isValidTimeZone(patientTimeZone) ? patientTimeZone : null,
      patientId: await patientForBooking(tx, details, now),
      ...depositColumns(payment, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}
