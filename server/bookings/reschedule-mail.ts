import { practice } from "#core/practice.ts";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import type { AppServices } from "#server/context.ts";
import { describeTime, noReminderNote } from "#server/payments/booking-mail.ts";
import { appointmentInvite } from "./appointment-invite.ts";
import { manageLinkFor } from "./manage-link.ts";
import { practitionerRoomDetail, roomMailContent } from "#server/video-room/room-mail.ts";
import { noticePhrase } from "#core/booking/notice-wording.ts";
import { ROOM_OPENS_MINUTES_BEFORE } from "#core/video-room/room-window.ts";

/**
 * The mails of a move, written in its transaction: the patient's updated confirmation with the updated
 * invitation (same UID, the raised SEQUENCE, so their calendar moves the event) and the manage link, and
 * the practice's notice of the old and new times.
 */
export async function enqueueRescheduleMails(
  tx: Database,
  services: Pick<AppServices, "config" | "manageLinks" | "roomLinks">,
  {
    appointment,
    previousStart,
    now,
    via = "manage-link",
    withNotice = true,
  }: {
    appointment: AppointmentRow & { startAt: Date; endAt: Date };
    previousStart: Date;
    now: Date;
    /** Where the patient moved it: our manage-booking page, or Calendly's own reschedule page. */
    via?: "manage-link" | "calendly";
    /** False when the move came with less than the notice (only Calendly, which enforces no policy, lets it). */
    withNotice?: boolean;
  },
): Promise<string[]> {
  const { config } = services;
  const when = describeTime(appointment.startAt, appointment.patientTimeZone);
  const before = describeTime(previousStart, appointment.patientTimeZone);
  const manageUrl = await manageLinkFor(tx, services.manageLinks, appointment.id);
  const room = await roomMailContent(tx, services.roomLinks, appointment.id);
  const patient = renderMail({
    preheader: `Your consultation is now on ${when.melbourne}.`,
    heading: "Booking updated",
    paragraphs: [
      `Hi ${appointment.name}, your consultation with ${practice.practitionerName} has moved to a new time.`,
      "Your deposit carries over to the new time: there is nothing more to pay now.",
      "The calendar invitation attached moves the session in your calendar.",
      `Your video consultation link below is unchanged: it now opens the room from ${ROOM_OPENS_MINUTES_BEFORE} minutes before the new time.`,
      ...noReminderNote(appointment.startAt, now, config.afterBooking.reminderHoursBefore),
    ],
    details: [
      { label: "New time", value: when.melbourne },
      ...(when.local ? [{ label: "Your time", value: when.local }] : []),
      { label: "Previous time", value: before.melbourne },
      { label: "Length", value: "30 minutes" },
      room.detail,
    ],
    action: { label: "Manage your booking", url: manageUrl },
  });
  const practiceMail = renderMail({
    preheader: `${appointment.name} moved their consultation to ${when.melbourne}.`,
    heading: "Consultation rescheduled",
    paragraphs: [
      via === "calendly"
        ? "The patient moved their consultation on Calendly's reschedule page. The deposit carries over."
        : "The patient moved their consultation from their manage-booking link. The deposit carries over.",
      // Calendly cannot refuse a late move; the practitioner decides (the admin can cancel without a refund).
      ...(withNotice
        ? []
        : [
            `This move came with less than ${noticePhrase(config.afterBooking.noticeHours)}, which Calendly does not enforce. Contact the patient if the late-change policy should apply.`,
          ]),
    ],
    details: [
      { label: "Name", value: appointment.name },
      { label: "Email", value: appointment.email },
      { label: "New time", value: when.melbourne },
      { label: "Previous time", value: before.melbourne },
      practitionerRoomDetail(config, appointment.id),
    ],
  });
  return [
    await enqueueMail(tx, {
      kind: "booking-rescheduled",
      to: appointment.email,
      replyTo: config.mail.practiceMailbox,
      subject: `Booking updated: your consultation is now ${when.melbourne}`,
      ...patient,
      attachments: [
        appointmentInvite(appointment, {
          method: "REQUEST",
          roomUrl: room.url,
          description: room.inviteDescription(manageUrl),
          stamp: now,
        })!,
      ],
    }),
    await enqueueMail(tx, {
      kind: "booking-practice-rescheduled",
      to: config.mail.practiceMailbox,
      replyTo: appointment.email,
      subject: `Rescheduled: ${appointment.name}, now ${when.melbourne}`,
      ...practiceMail,
    }),
  ];
}
