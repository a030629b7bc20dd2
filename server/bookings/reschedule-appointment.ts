import { and, eq, sql } from "drizzle-orm";
import { rescheduleRefusalText, type RescheduleRefusal } from "#contracts/reschedule-refusal.ts";
import { practice } from "#core/practice.ts";
import { isLiveHold } from "#core/booking/booking-state.ts";
import { noticeStanding, type NoticeStanding } from "#core/booking/notice-rule.ts";
import type { Slot } from "#core/scheduling/slots.ts";
import { appointments, type AppointmentRow } from "#db/schema/appointments.ts";
import type { AppServices } from "#server/context.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { scheduleReminder } from "#server/reminders/appointment-reminders.ts";
import { availableTimes } from "./available-times.ts";
import { isExclusionViolation, SlotUnavailableError } from "./errors.ts";
import { findAppointmentByManageToken } from "./manage-link.ts";
import { placeHold, type PlacedHold } from "./place-hold.ts";
import { enqueueRescheduleMails } from "./reschedule-mail.ts";

/**
 * A patient moving their own appointment from the manage-booking link (docs/product/decisions.md, 9 and 22):
 * with at least the notice (core/booking/notice-rule.ts) they choose a new time from the same availability as
 * a new booking, kept for them by an ordinary hold while they confirm (the exclusion constraint refuses two
 * patients one time), and the move happens in one transaction: the hold is released, the appointment takes
 * its time, the deposit stays where it is, and the invitation's SEQUENCE goes up. Until that commit the
 * patient's current time stays theirs. Calendly's appointments are moved on Calendly's own page.
 */

export class UnknownManageLinkError extends NotFoundError {
  override name = "UnknownManageLinkError";
  constructor() {
    super("This link does not open a booking any more. Please contact us to change your appointment.");
  }
}

/** Why a self-service move is refused, in the patient's words; the page shows the practice's contacts with it. */
export class RescheduleRefusedError extends ConflictError {
  override name = "RescheduleRefusedError";
  readonly refusal: RescheduleRefusal;
  constructor(refusal: RescheduleRefusal, noticeHours: number) {
    // The page shows the practice's contacts beside it; an API caller gets them in the words.
    super(`${rescheduleRefusalText(refusal, noticeHours)} Please contact us on ${practice.phoneDisplay} or ${practice.email}.`);
    this.refusal = refusal;
  }
}

export interface RescheduleStanding {
  appointment: AppointmentRow & { startAt: Date; endAt: Date };
  notice: NoticeStanding;
  refusal: RescheduleRefusal | null;
}

/** The appointment a manage link names, and whether its patient may move it themselves now. */
export async function rescheduleStanding(services: AppServices, token: string, now: Date): Promise<RescheduleStanding> {
  const row = await findAppointmentByManageToken(services.database.db, token, now);
  if (!row) throw new UnknownManageLinkError();
  return standingOf(row, services.config.afterBooking.noticeHours, now);
}

function standingOf(row: AppointmentRow, noticeHours: number, now: Date): RescheduleStanding {
  if (row.status !== "confirmed" || !row.startAt || !row.endAt) {
    // Only a confirmed appointment has a time to move; an awaiting-time one chooses its first time elsewhere.
    const placeholder = new Date(0);
    return {
      appointment: { ...row, startAt: row.startAt ?? placeholder, endAt: row.endAt ?? placeholder },
      notice: { withNotice: false, deadline: placeholder, started: false },
      refusal: "not-confirmed",
    };
  }
  const appointment = { ...row, startAt: row.startAt, endAt: row.endAt };
  const notice = noticeStanding(row.startAt, now, { noticeHours });
  const refusal: RescheduleRefusal | null =
    row.schedulingProvider === "calendly" ? "calendly" : notice.started ? "started" : notice.withNotice ? null : "short-notice";
  return { appointment, notice, refusal };
}

/** GET …/times: the times a new booking would be offered, when the patient may move; none otherwise. */
export async function rescheduleTimes(
  services: AppServices,
  token: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<RescheduleStanding & { times: Slot[] }> {
  const standing = await rescheduleStanding(services, token, now);
  return { ...standing, times: standing.refusal ? [] : await availableTimes(services, now) };
}

/** POST …/hold: keeps the chosen time for this patient while they confirm, as a new booking's hold would. */
export async function holdRescheduleTime(
  services: AppServices,
  token: string,
  start: Date,
  { now = new Date() }: { now?: Date } = {},
): Promise<PlacedHold> {
  const { appointment, refusal } = await rescheduleStanding(services, token, now);
  if (refusal) throw new RescheduleRefusedError(refusal, services.config.afterBooking.noticeHours);
  return placeHold(
    services.database.db,
    {
      details: { name: appointment.name, email: appointment.email, phone: appointment.phone, notes: appointment.notes ?? "" },
      start,
      patientTimeZone: appointment.patientTimeZone,
    },
    { holdMinutes: services.config.scheduling.holdMinutes, now },
  );
}

/**
 * POST …/reschedule: moves the appointment onto the time its patient holds, in one transaction (appointment
 * row locked, the rule checked again, the hold released, the times changed, SEQUENCE + 1, the mails written),
 * then sends the mails and schedules the reminder for the new time (the old one finds the time changed).
 */
export async function rescheduleAppointment(
  services: AppServices,
  token: string,
  holdId: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<AppointmentRow & { startAt: Date; endAt: Date }> {
  const { appointment } = await rescheduleStanding(services, token, now);
  const { config } = services;
  let mailIds: string[] = [];
  let moved: AppointmentRow & { startAt: Date; endAt: Date };
  try {
    moved = await services.database.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(appointments).where(eq(appointments.id, appointment.id)).for("update");
      const standing = standingOf(locked!, config.afterBooking.noticeHours, now);
      if (standing.refusal) throw new RescheduleRefusedError(standing.refusal, config.afterBooking.noticeHours);
      const [hold] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, holdId), eq(appointments.email, locked!.email)))
        .for("update");
      // A hold that lapsed may already be someone else's time: the patient chooses again.
      if (!hold || !isLiveHold(hold, now) || !hold.startAt || !hold.endAt || !hold.blockedUntil) throw new SlotUnavailableError();
      await tx.update(appointments).set({ status: "expired", holdExpiresAt: now, updatedAt: now }).where(eq(appointments.id, hold.id));
      const [row] = await tx
        .update(appointments)
        .set({
          startAt: hold.startAt,
          endAt: hold.endAt,
          blockedUntil: hold.blockedUntil,
          inviteSequence: sql`${appointments.inviteSequence} + 1`,
          updatedAt: now,
        })
        .where(eq(appointments.id, locked!.id))
        .returning();
      const result = { ...row!, startAt: hold.startAt, endAt: hold.endAt };
      mailIds = await enqueueRescheduleMails(tx, services, { appointment: result, previousStart: standing.appointment.startAt, now });
      return result;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new SlotUnavailableError();
    throw error;
  }
  services.logger.info({ appointmentId: moved.id, inviteSequence: moved.inviteSequence }, "appointment rescheduled by the patient");
  await services.mail.dispatch(mailIds);
  await scheduleReminder(services, moved, now);
  return moved;
}
