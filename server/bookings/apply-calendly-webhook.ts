import { and, desc, eq, or } from "drizzle-orm";
import { z } from "zod";
import { appointments, schedulingWebhookEvents } from "#db/schema/appointments.ts";
import type { AppServices } from "#server/context.ts";
import { cancelAppointment } from "./cancel-appointment.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { SlotUnavailableError } from "./errors.ts";
import { eventUriOfInvitee, moveCalendlyAppointment } from "./move-calendly-appointment.ts";
import { scheduleAppointment } from "./schedule-appointment.ts";

/** The parts of Calendly's invitee webhook this site uses (its payload carries much more). */
export const calendlyWebhookSchema = z.object({
  event: z.string(),
  created_at: z.string(),
  payload: z.object({
    uri: z.string().url(),
    email: z.string(),
    name: z.string().optional(),
    event: z.string().url(),
    /** On invitee.canceled: true when the invitee moved to another time (a new invitee follows), not a cancellation. */
    rescheduled: z.boolean().optional(),
    /** On a move: the invitee this one replaced (invitee.created) or the one that replaced it (invitee.canceled). */
    old_invitee: z.string().url().nullish(),
    new_invitee: z.string().url().nullish(),
    scheduled_event: z.object({ uri: z.string().url(), start_time: z.string(), end_time: z.string() }).optional(),
  }),
});

export type CalendlyWebhook = z.infer<typeof calendlyWebhookSchema>;

export type WebhookOutcome =
  "duplicate" | "ignored" | "scheduled" | "cancelled" | "moved" | "already-moved" | "already-known" | "slot-taken";

/**
 * Applies one verified Calendly delivery, once: its identity (event kind + invitee URI: Calendly sends each
 * kind once per invitee) is recorded in the same transaction as its effect, so a repeated delivery finds
 * the row and changes nothing.
 * - invitee.created: a paid appointment still waiting for its time (pay-first path, the browser never came
 *   back) gets Calendly's time; an appointment already linked to this event is left alone.
 * - invitee.canceled: the linked appointment is cancelled with the deposit by the notice rule, as on the
 *   manage-booking page (cancelBooking: refund, mails, METHOD:CANCEL); it is idempotent itself, so the event
 *   is recorded after it, and a delivery that failed half way is applied again by Calendly's retry.
 * - A reschedule is both: invitee.canceled with `rescheduled: true` and `new_invitee`, and invitee.created
 *   with `old_invitee`. Whichever arrives first moves the appointment (moveCalendlyAppointment); the
 *   cancellation's delivery asks Calendly for the new event's time, the creation's carries it.
 */
export async function applyCalendlyWebhook(services: AppServices, delivery: CalendlyWebhook, now = new Date()): Promise<WebhookOutcome> {
  const { db } = services.database;
  const { payload } = delivery;
  if (delivery.event === "invitee.created" && payload.old_invitee && payload.scheduled_event) {
    return moveCalendlyAppointment(services, {
      oldInviteeUri: payload.old_invitee,
      newInviteeUri: payload.uri,
      newEventUri: payload.event,
      start: new Date(payload.scheduled_event.start_time),
      end: new Date(payload.scheduled_event.end_time),
      webhookEventId: `${delivery.event}:${payload.uri}`,
      webhookEventType: delivery.event,
      now,
    });
  }
  if (delivery.event === "invitee.canceled" && payload.rescheduled && payload.new_invitee) {
    return applyRescheduleCancellation(services, delivery, payload.new_invitee, now);
  }
  if (delivery.event === "invitee.canceled") return applyCancellation(services, delivery, now);
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(schedulingWebhookEvents)
      .values({ provider: "calendly", eventId: `${delivery.event}:${delivery.payload.uri}`, eventType: delivery.event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: schedulingWebhookEvents.eventId });
    if (!recorded) return "duplicate";

    const [linked] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(or(eq(appointments.externalEventUri, payload.event), eq(appointments.externalInviteeUri, payload.uri)));

    if (delivery.event !== "invitee.created") return "ignored";
    if (linked) return "already-known";
    const scheduled = payload.scheduled_event;
    if (!scheduled) return "ignored";
    const [waiting] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.status, "awaiting_time"), eq(appointments.email, payload.email.trim())))
      .orderBy(desc(appointments.depositPaidAt))
      .limit(1);
    if (!waiting) return "ignored";
    try {
      await scheduleAppointment(tx, {
        appointmentId: waiting.id,
        start: new Date(scheduled.start_time),
        external: { provider: "calendly", eventUri: payload.event, inviteeUri: payload.uri, end: new Date(scheduled.end_time) },
        now,
      });
      return "scheduled";
    } catch (error) {
      if (error instanceof SlotUnavailableError) return "slot-taken";
      throw error;
    }
  });
}

async function applyCancellation(services: AppServices, delivery: CalendlyWebhook, now: Date): Promise<WebhookOutcome> {
  const { db } = services.database;
  const eventId = `${delivery.event}:${delivery.payload.uri}`;
  const [seen] = await db
    .select({ eventId: schedulingWebhookEvents.eventId })
    .from(schedulingWebhookEvents)
    .where(and(eq(schedulingWebhookEvents.provider, "calendly"), eq(schedulingWebhookEvents.eventId, eventId)));
  if (seen) return "duplicate";
  const [linked] = await db
    .select({ id: appointments.id, status: appointments.status })
    .from(appointments)
    .where(or(eq(appointments.externalEventUri, delivery.payload.event), eq(appointments.externalInviteeUri, delivery.payload.uri)));
  let outcome: WebhookOutcome = "ignored";
  if (linked && delivery.payload.rescheduled) outcome = "moved";
  else if (linked && (linked.status === "confirmed" || linked.status === "awaiting_time")) {
    await cancelBooking(services, { appointmentId: linked.id, by: "calendly", deposit: "by-rule", now });
    outcome = "cancelled";
  } else if (linked?.status === "held") {
    // Nothing paid yet: the hold goes, with no mail or refund.
    await db.transaction((tx) => cancelAppointment(tx, { appointmentId: linked.id, now }));
    outcome = "cancelled";
  }
  const [recorded] = await db
    .insert(schedulingWebhookEvents)
    .values({ provider: "calendly", eventId, eventType: delivery.event, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: schedulingWebhookEvents.eventId });
  return recorded ? outcome : "duplicate";
}

/**
 * The old invitee's half of a move. The new time is not in this payload: it is asked of Calendly (the new
 * invitee's event). When Calendly cannot answer, the delivery fails and Calendly sends it again; meanwhile
 * the new invitee's invitee.created may already have moved the appointment.
 */
async function applyRescheduleCancellation(
  services: AppServices,
  delivery: CalendlyWebhook,
  newInviteeUri: string,
  now: Date,
): Promise<WebhookOutcome> {
  const newEventUri = eventUriOfInvitee(newInviteeUri);
  if (!newEventUri || !services.calendly) return "ignored";
  const event = await services.calendly.scheduledEvent(newEventUri);
  if (!event || event.status !== "active") return "ignored";
  return moveCalendlyAppointment(services, {
    oldInviteeUri: delivery.payload.uri,
    newInviteeUri,
    newEventUri,
    start: new Date(event.start_time),
    end: new Date(event.end_time),
    webhookEventId: `${delivery.event}:${delivery.payload.uri}`,
    webhookEventType: delivery.event,
    now,
  });
}
