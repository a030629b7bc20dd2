import { buildInvite } from "#core/calendar/ics.ts";
import { practice } from "#core/practice.ts";
import { practiceTimeZone } from "#core/scheduling/melbourne-time.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import type { StoredAttachment } from "#integrations/mail/outgoing-mail.ts";

export const consultationService = "ACL Rehabilitation Consultation";

/** Where the consultation happens, as a mail's details and the invitation's LOCATION say it. */
export const consultationPlace = "Video consultation in your browser";

/**
 * The calendar attachment of an appointment's mail: one UID per appointment and its current SEQUENCE, so the
 * patient's calendar adds (REQUEST), moves (REQUEST, higher SEQUENCE) or drops (CANCEL) the same event. A
 * REQUEST carries the consultation room's link as its LOCATION and URL (docs/decisions/0039). Null for an
 * appointment with no time.
 */
export function appointmentInvite(
  appointment: AppointmentRow,
  options:
    { method: "REQUEST"; roomUrl: string; description: string; stamp?: Date } | { method: "CANCEL"; description: string; stamp?: Date },
): StoredAttachment | null {
  if (!appointment.startAt || !appointment.endAt) return null;
  const invite = buildInvite({
    uid: `${appointment.id}@${new URL(practice.websiteUrl).hostname}`,
    start: appointment.startAt,
    end: appointment.endAt,
    timeZone: practiceTimeZone as "Australia/Melbourne",
    summary: `${consultationService} with ${practice.practitionerName}`,
    description: options.description,
    ...(options.method === "REQUEST"
      ? { location: `${consultationPlace}: ${options.roomUrl}`, url: options.roomUrl }
      : { location: consultationPlace }),
    organizer: { name: practice.practitionerName, email: practice.email },
    attendee: { name: appointment.name, email: appointment.email },
    stamp: options.stamp ?? new Date(),
    sequence: appointment.inviteSequence,
    method: options.method,
  });
  return {
    filename: options.method === "CANCEL" ? "cancelled-consultation.ics" : "consultation.ics",
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    ref: { type: "inline", base64: Buffer.from(invite, "utf8").toString("base64") },
  };
}
