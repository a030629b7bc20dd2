import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { formatDollars } from "#core/fees.ts";
import { formatLongDate, formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";
import { noticeDuration } from "#core/booking/notice-wording.ts";

/** "Tuesday 24 November 2026, 3:30 pm AEDT": the notice's deadline as the page states it (Melbourne time). */
export function deadlineText(iso: string): string {
  const at = new Date(iso);
  return `${formatLongDate(at)}, ${formatSlotTime(at)} ${melbourneZoneLabel(at)}`;
}

/** What cancelling now does with the deposit, said before the patient confirms. */
export function cancelConsequence(view: ManageBookingView): string {
  const deposit = formatDollars(view.depositCents);
  if (view.cancelNow === "refund") {
    return view.status === "awaiting_time"
      ? `You have not chosen a time yet, so your ${deposit} deposit is refunded in full.`
      : `You are cancelling at least ${noticeDuration(view.noticeHours)} before your appointment, so your ${deposit} deposit is refunded in full.`;
  }
  return `Your appointment is less than ${noticeDuration(view.noticeHours)} away, so the ${deposit} deposit is kept under our cancellation policy. You can still cancel.`;
}

/** The outcome of a cancellation, as the page shows it afterwards. */
export function cancelledOutcome(view: ManageBookingView): string {
  const deposit = formatDollars(view.depositCents);
  if (!view.refund)
    return `The ${deposit} deposit was kept, as the cancellation came less than ${noticeDuration(view.noticeHours)} before the appointment.`;
  return view.refund.status === "completed"
    ? `Your ${formatDollars(view.refund.amountCents)} deposit has been refunded in full to the account you paid with. It usually shows within 5 business days.`
    : `Your ${formatDollars(view.refund.amountCents)} deposit refund is on its way: the payment service did not confirm it straight away, so we are retrying it automatically. You do not need to do anything.`;
}
