import type { AppointmentStatus } from "#core/booking/booking-state.ts";

/** The patient may come in this long before the start (docs/decisions/0039). */
export const ROOM_OPENS_MINUTES_BEFORE = 30;

export interface RoomAppointment {
  status: AppointmentStatus;
  /** Null while a paid appointment waits for its time. */
  startAt: Date | null;
  endAt: Date | null;
}

export interface RoomWindowInput {
  role: "patient" | "practitioner";
  appointment: RoomAppointment;
  now: Date;
  /** How long after the end the patient may still come in (ROOM_GRACE_MINUTES). */
  graceMinutes: number;
  /** Whether the practitioner is in the room now: then the patient may join whatever the time. */
  practitionerPresent: boolean;
}

export type RoomAccess =
  /** `closesAt`: when the patient's window ends (null when the appointment has no time yet). */
  | { state: "open"; closesAt: Date | null }
  | { state: "not-yet"; opensAt: Date }
  /** A paid appointment whose time is not chosen yet: nothing to open for the patient. */
  | { state: "no-time" }
  | { state: "ended" }
  | { state: "cancelled" }
  /** A hold that never became a booking: no room. */
  | { state: "none" };

const minutes = (count: number) => count * 60_000;

/** When the patient's window opens: 30 minutes before the start. */
export function roomOpensAt(startAt: Date): Date {
  return new Date(startAt.getTime() - minutes(ROOM_OPENS_MINUTES_BEFORE));
}

/** When the patient's window closes: the end plus the grace period. */
export function roomClosesAt(endAt: Date, graceMinutes: number): Date {
  return new Date(endAt.getTime() + minutes(graceMinutes));
}

/**
 * Whether a member may be in an appointment's room now. The patient: from 30 minutes before the start until
 * the end plus the grace period, or whenever the practitioner is in. The practitioner: at any time. Times are
 * instants, so a daylight-saving change moves nothing.
 */
export function roomAccess({ role, appointment, now, graceMinutes, practitionerPresent }: RoomWindowInput): RoomAccess {
  const { status, startAt, endAt } = appointment;
  if (status === "cancelled") return { state: "cancelled" };
  if (status !== "confirmed" && status !== "awaiting_time") return { state: "none" };
  const closesAt = endAt ? roomClosesAt(endAt, graceMinutes) : null;
  if (role === "practitioner" || practitionerPresent) return { state: "open", closesAt };
  if (!startAt || !closesAt) return { state: "no-time" };
  const opensAt = roomOpensAt(startAt);
  if (now.getTime() < opensAt.getTime()) return { state: "not-yet", opensAt };
  if (now.getTime() >= closesAt.getTime()) return { state: "ended" };
  return { state: "open", closesAt };
}
