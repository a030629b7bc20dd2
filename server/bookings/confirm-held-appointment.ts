import { eq } from "drizzle-orm";
import { assertTransition } from "#core/booking/booking-state.ts";
import type { Database } from "#db/client.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import { expireLapsedHoldsOverlapping } from "#integrations/scheduling/builtin/busy-time.ts";
import { patientForBooking } from "#server/patients/patient-for-booking.ts";
import { AppointmentAlreadyPaidError, AppointmentNotFoundError, isExclusionViolation, SlotUnavailableError } from "./errors.ts";

/** The captured deposit that pays for an appointment, as the payment use-case verified it. */
export interface DepositPayment {
  provider: string;
  orderId: string;
  amountCents: number;
  payerId?: string | null;
  savedPaymentMethodId?: string | null;
  /** The balance still to charge after the consultation, from the fee schedule. */
  balanceCents: number;
}

/** The appointment columns a verified deposit sets, whether it confirms a hold or opens a pay-first booking. */
export function depositColumns(payment: DepositPayment, paidAt: Date) {
  return {
    paymentProvider: payment.provider,
    paymentOrderId: payment.orderId,
    payerId: payment.payerId ?? null,
    savedPaymentMethodId: payment.savedPaymentMethodId ?? null,
    depositCents: payment.amountCents,
    depositPaidAt: paidAt,
    balanceCents: payment.balanceCents,
  };
}

/**
 * Turns a hold into a confirmed appointment, inside the caller's transaction (the payment record and the
 * booking commit together). Steps: lock the row; if this order already confirmed it, answer the same row
 * (idempotent); confirm a live hold; a lapsed hold is confirmed too if nobody has taken its time since,
 * otherwise SlotUnavailableError (the caller keeps the payment and asks for a new time). The attempt runs in
 * a savepoint so a refusal leaves the caller's transaction usable.
 */
export async function confirmHeldAppointment(
  tx: Database,
  { appointmentId, payment, now = new Date() }: { appointmentId: string; payment: DepositPayment; now?: Date },
): Promise<AppointmentRow> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
  if (!row) throw new AppointmentNotFoundError(appointmentId);
  if (row.status === "confirmed") {
    if (row.paymentProvider === payment.provider && row.paymentOrderId === payment.orderId) return row;
    throw new AppointmentAlreadyPaidError(appointmentId);
  }
  assertTransition(row.status, "confirmed");
  try {
    return await tx.transaction(async (savepoint) => {
      if (row.status === "expired" && row.startAt && row.blockedUntil) {
        await expireLapsedHoldsOverlapping(savepoint, { start: row.startAt, blockedUntil: row.blockedUntil, now, exceptId: row.id });
      }
      const [confirmed] = await savepoint
        .update(appointments)
        .set({
          status: "confirmed",
          holdExpiresAt: null,
          patientId: row.patientId ?? (await patientForBooking(savepoint, row, now)),
          ...depositColumns(payment, now),
          updatedAt: now,
        })
        .where(eq(appointments.id, appointmentId))
        .returning();
      return confirmed!;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new SlotUnavailableError();
    throw error;
  }
}
