import type { AppointmentStatus } from "./booking-state.ts";
import { noticeStanding, type NoticePolicy } from "./notice-rule.ts";

/** What a cancellation does with the deposit: given back in full, or kept by the practice. */
export type DepositOnCancel = "refund" | "keep";

/**
 * The patient's own cancellation (docs/product/decisions.md, 9): with at least the notice, the deposit is
 * refunded; with less, it is kept. A paid appointment still waiting for its time has taken no time from
 * the calendar, so its cancellation always refunds. Nothing was paid on a hold: nothing to refund.
 * The practice may decide otherwise (the admin's waiver); this is only the patient's rule.
 */
export function depositOnPatientCancel(
  appointment: { status: AppointmentStatus; startAt: Date | null; depositPaid: boolean },
  now: Date,
  policy: NoticePolicy,
): DepositOnCancel {
  if (!appointment.depositPaid) return "keep";
  if (appointment.status === "awaiting_time" || !appointment.startAt) return "refund";
  return noticeStanding(appointment.startAt, now, policy).withNotice ? "refund" : "keep";
}
