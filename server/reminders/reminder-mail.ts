import { practice } from "#core/practice.ts";
import { consultationPreparation } from "#core/video-room/preparation.ts";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import type { AppServices } from "#server/context.ts";
import { intakeLinkFor, intakeMailContent } from "#server/intake/intake-link.ts";
import { describeTime } from "#server/payments/booking-mail.ts";
import { roomMailContent } from "#server/video-room/room-mail.ts";

/** The reminder: the time (Melbourne and the patient's own), how to prepare, the consultation room's link and the manage link. */
export async function enqueueReminderMail(
  tx: Database,
  services: Pick<AppServices, "config" | "manageLinks" | "roomLinks">,
  appointment: AppointmentRow & { startAt: Date },
): Promise<string> {
  const when = describeTime(appointment.startAt, appointment.patientTimeZone);
  const manageUrl = await manageLinkFor(tx, services.manageLinks, appointment.id);
  const room = await roomMailContent(tx, services.roomLinks, appointment.id);
  const intake = intakeMailContent(await intakeLinkFor(tx, services, appointment));
  const mail = renderMail({
    preheader: `Your consultation is on ${when.melbourne}.`,
    heading: "Your consultation is coming up",
    paragraphs: [
      `Hi ${appointment.name}, this is a reminder of your telehealth consultation with ${practice.practitionerName}.`,
      ["To prepare:", ...consultationPreparation].join("\n"),
      room.paragraph,
      ...intake.paragraphs,
      "Need to change it? Use the link below.",
    ],
    details: [
      { label: "When", value: when.melbourne },
      ...(when.local ? [{ label: "Your time", value: when.local }] : []),
      { label: "Length", value: "30 minutes" },
      room.detail,
      ...intake.details,
    ],
    action: { label: "Manage your booking", url: manageUrl },
  });
  return enqueueMail(tx, {
    kind: "booking-reminder",
    to: appointment.email,
    replyTo: services.config.mail.practiceMailbox,
    subject: `Reminder: your consultation on ${when.melbourne}`,
    ...mail,
  });
}
