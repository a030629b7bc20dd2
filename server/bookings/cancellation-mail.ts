import { formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import type { ReceiptRow } from "#db/schema/receipts.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import type { Config } from "#server/config.ts";
import { describeTime } from "#server/payments/booking-mail.ts";
import { receiptAttachment } from "#server/receipts/issue-receipt.ts";
import { appointmentInvite, consultationService as service } from "./appointment-invite.ts";
import { noticeDuration } from "#core/booking/notice-wording.ts";

/** Who cancelled: the patient (manage-booking page), the practice (admin) or Calendly (its own pages). */
export type CancelledBy = "patient" | "practice" | "calendly";

/** What happened to the deposit, as the mails say it. */
export type DepositOutcome = { kind: "refund"; amountCents: number } | { kind: "keep"; amountCents: number } | { kind: "none" };

/**
 * The mails of a cancellation, written in its transaction: the patient's (what happened to the deposit, and a
 * METHOD:CANCEL invitation with the same UID and the raised SEQUENCE so their calendar drops the event) and
 * the practice's notification. The refund is described as under way: it is asked of the provider after the
 * commit and, should the provider fail, retried until done.
 */
export async function enqueueCancellationMails(
  tx: Database,
  config: Config,
  appointment: AppointmentRow,
  outcome: { by: CancelledBy; deposit: DepositOutcome; creditNote?: ReceiptRow | null },
): Promise<string[]> {
  const when = appointment.startAt ? describeTime(appointment.startAt, appointment.patientTimeZone) : null;
  const what = when ? `your ${service} on ${when.melbourne}` : `your ${service} (no time had been chosen yet)`;
  const depositLine = patientDepositLine(outcome.deposit, config.afterBooking.noticeHours, outcome.by);
  const patient = renderMail({
    preheader: `${capitalise(what)} is cancelled.`,
    heading: "Appointment cancelled",
    paragraphs: [
      outcome.by === "practice"
        ? `Hi ${appointment.name}, we have cancelled ${what}. We are sorry for the change.`
        : `Hi ${appointment.name}, ${what} is cancelled, as you asked.`,
      ...(depositLine ? [depositLine] : []),
      ...(when ? ["The attached calendar update removes the session from your calendar."] : []),
      ...(outcome.creditNote ? ["The credit note for the refund is attached as a PDF, for your records and your health fund."] : []),
      `You are welcome to book again at any time on our site. Questions? Reply to this email or call ${practice.phoneDisplay}.`,
    ],
    details: [
      { label: "Service", value: service },
      ...(when ? [{ label: "Was", value: when.melbourne }, ...(when.local ? [{ label: "Your time", value: when.local }] : [])] : []),
      ...(outcome.deposit.kind === "none" ? [] : [{ label: "Deposit", value: depositSummary(outcome.deposit) }]),
    ],
    action: { label: "Book again", url: `${config.publicUrl}/book-consultation` },
  });
  const invite = appointmentInvite(appointment, {
    method: "CANCEL",
    description: "This consultation has been cancelled.",
  });
  const ids = [
    await enqueueMail(tx, {
      kind: "booking-cancellation",
      to: appointment.email,
      replyTo: config.mail.practiceMailbox,
      subject: `Appointment cancelled: ${service}${when ? `, ${when.melbourne}` : ""}`,
      ...patient,
      attachments: [...(invite ? [invite] : []), ...(outcome.creditNote ? [receiptAttachment(outcome.creditNote)] : [])],
    }),
  ];
  const practiceMail = renderMail({
    preheader: `${appointment.name} ${when ? `on ${when.melbourne} ` : ""}is cancelled.`,
    heading: "Consultation cancelled",
    paragraphs: [
      `Cancelled by ${outcome.by === "patient" ? "the patient (manage-booking page)" : outcome.by === "calendly" ? "the patient through Calendly" : "the practice"}. The time is free again.`,
    ],
    details: [
      { label: "Name", value: appointment.name },
      { label: "Email", value: appointment.email },
      ...(when ? [{ label: "Was", value: when.melbourne }] : []),
      { label: "Deposit", value: depositSummary(outcome.deposit) },
    ],
  });
  ids.push(
    await enqueueMail(tx, {
      kind: "booking-practice-notification",
      to: config.mail.practiceMailbox,
      replyTo: appointment.email,
      subject: `Cancelled: ${appointment.name}${when ? `, ${when.melbourne}` : ""}`,
      ...practiceMail,
    }),
  );
  return ids;
}

function patientDepositLine(deposit: DepositOutcome, noticeHours: number, by: CancelledBy): string | null {
  if (deposit.kind === "none") return null;
  const amount = formatDollars(deposit.amountCents);
  if (deposit.kind === "refund") {
    return `Your ${amount} deposit is being refunded in full to the account you paid with. It usually arrives within 5 business days.`;
  }
  return by === "practice"
    ? `Your ${amount} deposit is not refunded. Please reply to this email if you have any questions.`
    : `As the cancellation came less than ${noticeDuration(noticeHours)} before the appointment, the ${amount} deposit is kept, as our cancellation policy sets out.`;
}

function depositSummary(deposit: DepositOutcome): string {
  if (deposit.kind === "none") return "None paid";
  return `${formatDollars(deposit.amountCents)} ${deposit.kind === "refund" ? "refunded in full" : "kept"}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
