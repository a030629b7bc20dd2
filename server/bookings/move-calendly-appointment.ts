import { eq, inArray, or, sql } from "drizzle-orm";
import { noticeStanding } from "#core/booking/notice-rule.ts";
import { appointments, schedulingWebhookEvents } from "#db/schema/appointments.ts";
import type { AppServices } from "#server/context.ts";
import { scheduleReminder } from "#server/reminders/appointment-reminders.ts";
import { isExclusionViolation } from "./errors.ts";
import { enqueueRescheduleMails } from "./reschedule-mail.ts";

export interface CalendlyMove {
  /** The invitee the patient moved away from (the one our appointment is linked to before the move). */
  oldInviteeUri: string;
  newInviteeUri: string;
  newEventUri: string;
  start: Date;
  end: Date;
  /** The delivery's identity, recorded in the move's transaction so that a repeat changes nothing. */
  webhookEventId: string;
  webhookEventType: string;
  now: Date;
}

export type CalendlyMoveOutcome = "moved" | "already-moved" | "duplicate" | "ignored" | "slot-taken";

/**
 * Calendly reschedules by cancelling the old invitee and creating a new one; both deliveries can arrive in
 * either order, and each carries the other's URI (`new_invitee` / `old_invitee`). Whichever comes first
 * moves OUR appointment to the new time in one transaction (row locked): the deposit, manage link and
 * receipts stay on the same row, the links to Calendly follow the new invitee, SEQUENCE + 1 with the
 * updated invite and the practice's notice, and the reminder moves (the old job finds the time changed).
 * The second finds the appointment linked to the new invitee and changes nothing.
 *
 * Calendly enforces no notice, so a move inside the notice cannot be refused here (the patient's calendar
 * has already moved): it is followed, and the practice's mail says it was late so they can decide.
 */
export async function moveCalendlyAppointment(services: AppServices, move: CalendlyMove): Promise<CalendlyMoveOutcome> {
  const { db } = services.database;
  const { config } = services;
  type Applied = { outcome: CalendlyMoveOutcome; moved?: { id: string; status: "confirmed"; startAt: Date }; mailIds?: string[] };
  let applied: Applied;
  try {
    applied = await db.transaction(async (tx): Promise<Applied> => {
      const [recorded] = await tx
        .insert(schedulingWebhookEvents)
        .values({ provider: "calendly", eventId: move.webhookEventId, eventType: move.webhookEventType, receivedAt: move.now })
        .onConflictDoNothing()
        .returning({ eventId: schedulingWebhookEvents.eventId });
      if (!recorded) return { outcome: "duplicate" };
      // A booking made in Calendly's widget knows its event only (the widget reports no invitee).
      const events = [eventUriOfInvitee(move.oldInviteeUri), move.newEventUri].filter((uri): uri is string => uri !== null);
      const [current] = await tx
        .select()
        .from(appointments)
        .where(
          or(
            inArray(appointments.externalInviteeUri, [move.oldInviteeUri, move.newInviteeUri]),
            inArray(appointments.externalEventUri, events),
          ),
        )
        .for("update");
      if (!current) return { outcome: "ignored" };
      if (current.externalInviteeUri === move.newInviteeUri || current.externalEventUri === move.newEventUri)
        return { outcome: "already-moved" };
      if (current.status !== "confirmed" || !current.startAt) return { outcome: "ignored" };
      const previousStart = current.startAt;
      const { withNotice } = noticeStanding(previousStart, move.now, config.afterBooking);
      const [row] = await tx
        .update(appointments)
        .set({
          startAt: move.start,
          endAt: move.end,
          blockedUntil: move.end,
          externalEventUri: move.newEventUri,
          externalInviteeUri: move.newInviteeUri,
          inviteSequence: sql`${appointments.inviteSequence} + 1`,
          updatedAt: move.now,
        })
        .where(eq(appointments.id, current.id))
        .returning();
      const result = { ...row!, startAt: move.start, endAt: move.end };
      const mailIds = await enqueueRescheduleMails(tx, services, {
        appointment: result,
        previousStart,
        now: move.now,
        via: "calendly",
        withNotice,
      });
      return { outcome: "moved", moved: { id: result.id, status: "confirmed", startAt: result.startAt }, mailIds };
    });
  } catch (error) {
    // Calendly gave the time away, but our calendar still blocks it (a hold on this site): nothing is
    // recorded, so the other delivery of the move (or a repeat) can apply it once the hold has lapsed.
    if (isExclusionViolation(error)) return "slot-taken";
    throw error;
  }
  const { outcome, moved, mailIds = [] } = applied;
  if (moved) {
    services.logger.info({ appointmentId: moved.id }, "appointment moved by a Calendly reschedule");
    await services.mail.dispatch(mailIds);
    await scheduleReminder(services, moved, move.now);
  }
  return outcome;
}

/** The scheduled event a Calendly invitee URI belongs to (…/scheduled_events/{event}/invitees/{invitee}). */
export function eventUriOfInvitee(inviteeUri: string): string | null {
  const at = inviteeUri.indexOf("/invitees/");
  return at > 0 ? inviteeUri.slice(0, at) : null;
}
