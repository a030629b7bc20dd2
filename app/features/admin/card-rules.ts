import type { AdminAppointment } from "#contracts/admin.ts";
import type { AppointmentBadge } from "#core/booking/booking-state.ts";
import { formatDollars } from "#core/fees.ts";

/**
 * What a card offers, from its appointment (docs/product/spec.md §2 "Buttons", §4 lifecycle): marking the consultation
 * complete until it is, or cancelling it (refunding the deposit or not); then collecting the
 * balance, by charging the saved payment method or, without one, by a payment link. Cancelled and fully
 * paid appointments offer nothing.
 */
export function cardActions(appointment: AdminAppointment): { markComplete: boolean; cancel: boolean; collect: string | null } {
  const open = appointment.isPaid && !appointment.cancelled && !appointment.finalPaymentProcessed;
  const balance = formatDollars(appointment.balanceCents);
  return {
    markComplete: open && !appointment.consultationCompleted,
    cancel: open && !appointment.consultationCompleted,
    collect:
      open && appointment.consultationCompleted
        ? appointment.canChargeSavedMethod
          ? `Charge Remaining ${balance}`
          : `Create Payment Link (${balance})`
        : null,
  };
}

/** The badge's colours: each state its own, with AA contrast. */
export const badgeStyles: Record<AppointmentBadge, string> = {
  "Fully Paid": "border-green-300 bg-green-100 text-green-900",
  "Ready for Final Payment": "border-amber-300 bg-amber-100 text-amber-950",
  Scheduled: "border-sky-300 bg-sky-100 text-sky-900",
  Pending: "border-slate-300 bg-slate-100 text-slate-800",
};
