import { and, desc, eq, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client.ts";
import { appointments, schedulingWebhookEvents } from "#db/schema/appointments.ts";
import { cancelAppointment } from "./cancel-appointment.ts";
import { SlotUnavailableError } from "./errors.ts";
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
    scheduled_event: z
      .object({ uri: z.string().url(), start_time: z.string(), end_time: z.string() })
      .optional(),
  }),
});

export type CalendlyWebhook = z.infer<typeof calendlyWebhookSchema>;

export type WebhookOutcome = "duplicate" | "ignored" | "scheduled" | "cancelled" | "already-known" | "slot-taken";

/**
 * Applies one verified Calendly delivery, once: its identity (event kind + invitee URI: Calendly sends each
 * kind once per invitee) is recorded in the same transaction as its effect, so a repeated delivery finds
 * the row and changes nothing.
 * - invitee.created: a paid appointment still waiting for its time (pay-first path, the browser never came
 *   back) gets Calendly's time; an appointment already linked to this event is left alone.
 * - invitee.canceled: the linked appointment is cancelled.
 */
export async function applyCalendlyWebhook(db: Database, delivery: CalendlyWebhook, now = new Date()): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(schedulingWebhookEvents)
      .values({ provider: "calendly", eventId: `${delivery.event}:${delivery.payload.uri}`, eventType: delivery.event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: schedulingWebhookEvents.eventId });
    if (!recorded) return "duplicate";

    const { payload } = delivery;
    const [linked] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(or(eq(appointments.externalEventUri, payload.event), eq(appointments.externalInviteeUri, payload.uri)));

    if (delivery.event === "invitee.canceled") {
      if (!linked) return "ignored";
      await cancelAppointment(tx, { appointmentId: linked.id, now });
      return "cancelled";
    }
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
