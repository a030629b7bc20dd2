/**
 * The life of an appointment (docs/product/decisions.md, 7). Two paths reach "confirmed":
 * - slot first: held (a slot kept for the patient while they pay) → confirmed when the deposit is paid;
 * - pay first: awaiting_time (deposit paid, no time yet) → confirmed when the patient picks a time.
 * A hold that is not paid in time becomes expired; any live appointment may be cancelled.
 */
export const appointmentStatuses = ["held", "awaiting_time", "confirmed", "cancelled", "expired"] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Statuses that occupy time in the calendar (the exclusion constraint's WHERE clause says the same). */
export const occupyingStatuses = ["held", "confirmed"] as const satisfies readonly AppointmentStatus[];

const transitions: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  held: ["confirmed", "expired", "cancelled"],
  // A lapsed hold whose slot is still free may still be confirmed by its payment.
  expired: ["confirmed"],
  awaiting_time: ["confirmed", "cancelled"],
  confirmed: ["cancelled"],
  cancelled: [],
};

export function canTransition(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return transitions[from].includes(to);
}

export class InvalidTransitionError extends Error {
  override name = "InvalidTransitionError";
  readonly from: AppointmentStatus;
  readonly to: AppointmentStatus;

  constructor(from: AppointmentStatus, to: AppointmentStatus) {
    super(`An appointment cannot go from ${from} to ${to}`);
    this.from = from;
    this.to = to;
  }
}

export function assertTransition(from: AppointmentStatus, to: AppointmentStatus): void {
  if (!canTransition(from, to)) throw new InvalidTransitionError(from, to);
}

/** A hold counts only until it expires; nobody has to clean it up for the slot to be offered again. */
export function isLiveHold(hold: { status: AppointmentStatus; holdExpiresAt: Date | null }, now: Date): boolean {
  return hold.status === "held" && hold.holdExpiresAt !== null && hold.holdExpiresAt.getTime() > now.getTime();
}

export interface BadgeFlags {
  isPaid: boolean;
  consultationCompleted: boolean;
  finalPaymentProcessed: boolean;
}

export type AppointmentBadge = "Fully Paid" | "Ready for Final Payment" | "Scheduled" | "Pending";

/** Spec §4 "Appointment badge", evaluated in the spec's order. */
export function appointmentBadge(flags: BadgeFlags): AppointmentBadge {
  if (flags.finalPaymentProcessed) return "Fully Paid";
  if (flags.consultationCompleted) return "Ready for Final Payment";
  if (flags.isPaid) return "Scheduled";
  return "Pending";
}
