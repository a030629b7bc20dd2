import { noticeStanding } from "#core/booking/notice-rule.ts";
import { formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import { formatLongDate, formatSlotTime, melbourneZoneLabel, patientLocalTime } from "#core/scheduling/melbourne-time.ts";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import type { ReceiptRow } from "#db/schema/receipts.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import { appointmentInvite, consultationService as service } from "#server/bookings/appointment-invite.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import type { AppServices } from "#server/context.ts";
import { intakeLinkFor, intakeMailContent } from "#server/intake/intake-link.ts";
import { receiptAttachment } from "#server/receipts/issue-receipt.ts";
import { practitionerRoomDetail, roomMailContent } from "#server/video-room/room-mail.ts";
import { noticeDuration } from "#core/booking/notice-wording.ts";

/** "Wednesday 25 November 2026, 9:30 am AEDT" and, where it differs, the patient's own time. */
export function describeTime(start: Date, patientTimeZone: string | null): { melbourne: string; local: string | null } {
  const melbourne = `${formatLongDate(start)}, ${formatSlotTime(start)} ${melbourneZoneLabel(start)} (Melbourne time)`;
  const mine = patientLocalTime(start, patientTimeZone);
  return { melbourne, local: mine ? `${mine.date}, ${mine.time} (${mine.place} time)` : null };
}

/**
 * The confirmation's sentence when the appointment is too close for a reminder (server/reminders/ sends none
 * then): the patient knows to keep this email rather than wait for another.
 */
export function noReminderNote(start: Date, now: Date, reminderHoursBefore: number): string[] {
  return start.getTime() - now.getTime() < reminderHoursBefore * 3_600_000
    ? [`Your appointment is less than ${reminderHoursBefore} hours away, so we will not send a reminder: please keep this email.`]
    : [];
}

/**
 * The mails of a paid booking, written in the booking's transaction (docs/product/decisions.md, 12). Confirmed: the patient's
 * confirmation with a calendar invitation, and the practice's notification. Paid but no time yet (pay-first
 * path, or the held time was lost): the practice is told, and the patient gets a receipt saying to choose a
 * time. The deposit's receipt, when this mail follows the payment, is attached to the patient's mail.
 */
export async function enqueueBookingMails(
  tx: Database,
  services: Pick<AppServices, "config" | "manageLinks" | "roomLinks">,
  appointment: AppointmentRow,
  options: { slotLost?: boolean; receipt?: ReceiptRow } = {},
): Promise<string[]> {
  const { config } = services;
  const deposit = formatDollars(appointment.depositCents ?? config.fees.depositCents);
  const balance = formatDollars(appointment.balanceCents ?? config.fees.consultationCents - config.fees.depositCents);
  const contact = [
    { label: "Name", value: appointment.name },
    { label: "Email", value: appointment.email },
    { label: "Phone", value: appointment.phone },
  ];
  const ids: string[] = [];
  const receipt = options.receipt
    ? {
        attachments: [receiptAttachment(options.receipt)],
        line: ["Your receipt for the deposit is attached as a PDF, for your health fund."],
      }
    : { attachments: [], line: [] };
  // docs/product/decisions.md, 4 and 20: a booking paid in test mode says so wherever it is shown, whatever provider
  // the site runs with when the mail is written.
  const testMode =
    appointment.paymentProvider === "test"
      ? ["Test mode: this booking was paid through the site's built-in test payments. No real money moved."]
      : [];

  if (appointment.status === "confirmed" && appointment.startAt && appointment.endAt) {
    const when = describeTime(appointment.startAt, appointment.patientTimeZone);
    const timeRows = [
      { label: "When", value: when.melbourne },
      ...(when.local ? [{ label: "Your time", value: when.local }] : []),
      { label: "Length", value: "30 minutes" },
    ];
    const manageUrl = await manageLinkFor(tx, services.manageLinks, appointment.id);
    const room = await roomMailContent(tx, services.roomLinks, appointment.id);
    const intake = intakeMailContent(await intakeLinkFor(tx, services, appointment));
    const patient = renderMail({
      preheader: `Your consultation on ${when.melbourne} is booked.`,
      heading: "Booking Confirmed!",
      paragraphs: [
        `Hi ${appointment.name}, your ${service} with ${practice.practitionerName} is booked.`,
        `Your ${deposit} deposit has been processed. The remaining ${balance} is charged after the consultation.`,
        room.paragraph,
        ...intake.paragraphs,
        "The calendar invitation attached adds the session to your calendar.",
        changePolicy(appointment.startAt, config.afterBooking.noticeHours),
        ...receipt.line,
        ...noReminderNote(appointment.startAt, new Date(), config.afterBooking.reminderHoursBefore),
        ...testMode,
      ],
      details: [
        { label: "Service", value: service },
        ...timeRows,
        room.detail,
        ...intake.details,
        { label: "Provider", value: practice.practitionerName },
      ],
      action: { label: "Manage your booking", url: manageUrl },
    });
    const invite = appointmentInvite(appointment, { method: "REQUEST", roomUrl: room.url, description: room.inviteDescription(manageUrl) });
    ids.push(
      await enqueueMail(tx, {
        kind: "booking-confirmation",
        to: appointment.email,
        replyTo: config.mail.practiceMailbox,
        subject: `Booking confirmed: ${service}, ${when.melbourne}`,
        ...patient,
        attachments: [...(invite ? [invite] : []), ...receipt.attachments],
      }),
    );
    const practiceMail = renderMail({
      preheader: `${appointment.name} booked ${when.melbourne}.`,
      heading: "New consultation booked",
      paragraphs: [`A ${deposit} deposit has been paid. The ${balance} balance is due after the consultation.`, ...testMode],
      details: [
        ...contact,
        ...timeRows.slice(0, 2),
        practitionerRoomDetail(config, appointment.id),
        { label: "Notes", value: appointment.notes || "(none)" },
        { label: "Payment", value: `${appointment.paymentProvider ?? "unknown"} order ${appointment.paymentOrderId ?? ""}` },
      ],
    });
    ids.push(
      await enqueueMail(tx, {
        kind: "booking-practice-notification",
        to: config.mail.practiceMailbox,
        replyTo: appointment.email,
        subject: `New booking: ${appointment.name}, ${when.melbourne}`,
        ...practiceMail,
      }),
    );
    return ids;
  }

  const depositReceipt = renderMail({
    preheader: `Your ${deposit} deposit has been received.`,
    heading: "Deposit received: please choose your time",
    paragraphs: [
      `Hi ${appointment.name}, your ${deposit} deposit for the ${service} has been processed.`,
      options.slotLost
        ? "The time you picked was taken by someone else while you were paying. Your payment is safe: please choose another time on our site, or reply to this email and we will find one with you."
        : "Please choose your appointment time on our site. If you left the page, reply to this email and we will book a time with you.",
      `Changed your mind? Until you have chosen a time you can cancel on your booking page with the deposit refunded in full: ${await manageLinkFor(tx, services.manageLinks, appointment.id)}`,
      ...receipt.line,
      ...testMode,
    ],
    action: {
      label: "Choose your time",
      url: `${config.publicUrl}/schedule-appointment?order=${encodeURIComponent(appointment.paymentOrderId ?? "")}`,
    },
  });
  ids.push(
    await enqueueMail(tx, {
      kind: "booking-deposit-receipt",
      to: appointment.email,
      replyTo: config.mail.practiceMailbox,
      subject: `Deposit received: choose your ${service} time`,
      ...depositReceipt,
      attachments: receipt.attachments,
    }),
  );
  const practiceMail = renderMail({
    preheader: `${appointment.name} paid a deposit and has not chosen a time yet.`,
    heading: options.slotLost ? "Deposit paid, held time lost" : "Deposit paid, time to be chosen",
    paragraphs: [
      options.slotLost
        ? `The patient's held time was taken while they paid. The ${deposit} deposit is kept; they have been asked to choose a new time.`
        : `The patient paid the ${deposit} deposit first and is choosing a time.`,
    ],
    details: [...contact, { label: "Notes", value: appointment.notes || "(none)" }],
  });
  ids.push(
    await enqueueMail(tx, {
      kind: "booking-practice-notification",
      to: config.mail.practiceMailbox,
      replyTo: appointment.email,
      subject: `Deposit paid, no time yet: ${appointment.name}`,
      ...practiceMail,
    }),
  );
  return ids;
}

/**
 * What the patient may change and until when, from the notice rule itself (core/booking/notice-rule.ts), so the
 * mail says what the manage-booking page and the API will do.
 */
export function changePolicy(start: Date, noticeHours: number, now = new Date()): string {
  const { deadline, withNotice } = noticeStanding(start, now, { noticeHours });
  const until = describeTime(deadline, null).melbourne;
  return withNotice
    ? `Need to make changes? Use the button below to reschedule or cancel. Until ${until} (${noticeDuration(noticeHours)} before your appointment) you can move it or cancel with your deposit refunded in full; after that you can still cancel, but the deposit is kept.`
    : `Need to make changes? Use the button below. Your appointment is less than ${noticeDuration(noticeHours)} away, so a cancellation now keeps the deposit; to move it, please contact us at ${practice.email} or ${practice.phoneDisplay}.`;
}
