import { formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import type { ReceiptRow } from "#db/schema/receipts.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import type { Config } from "#server/config.ts";
import { receiptAttachment } from "#server/receipts/issue-receipt.ts";
import { describeTime } from "./booking-mail.ts";

const service = "ACL Rehabilitation Consultation";

/** "Monday 9 March 2026, 9:30 am AEDT (Melbourne time)". */
const melbourneMoment = (instant: Date) => describeTime(instant, null).melbourne;

/** docs/product/decisions.md, 4: wherever money is mentioned, test mode says so. */
function testModeLines(config: Config): string[] {
  return config.payments.provider === "test"
    ? ["Test mode: this payment goes through the site's built-in test payments. No real money moves."]
    : [];
}

function consultationRows(appointment: AppointmentRow): { label: string; value: string }[] {
  return [
    { label: "Service", value: service },
    ...(appointment.startAt
      ? [{ label: "Consultation", value: describeTime(appointment.startAt, appointment.patientTimeZone).melbourne }]
      : []),
    { label: "Provider", value: practice.practitionerName },
  ];
}

/** The patient's link to pay the balance on this site (docs/product/decisions.md, 5): amount, link and when it ends. */
export async function enqueuePaymentLinkMail(
  tx: Database,
  config: Config,
  appointment: AppointmentRow,
  link: { url: string; amountCents: number; expiresAt: Date },
): Promise<string> {
  const amount = formatDollars(link.amountCents);
  const content = renderMail({
    preheader: `The ${amount} balance of your consultation can be paid online.`,
    heading: "Your consultation balance",
    paragraphs: [
      `Hi ${appointment.name}, thank you for your ${service} with ${practice.practitionerName}.`,
      `The remaining ${amount} AUD of the consultation fee is now due. You can pay it securely on our site with the link below.`,
      `The link works until ${melbourneMoment(link.expiresAt)}. If it has expired, reply to this email and we will send a new one.`,
      ...testModeLines(config),
    ],
    details: [...consultationRows(appointment), { label: "Amount due", value: `${amount} AUD` }],
    action: { label: `Pay ${amount}`, url: link.url },
  });
  return enqueueMail(tx, {
    kind: "balance-payment-link",
    to: appointment.email,
    replyTo: config.mail.practiceMailbox,
    subject: `Your ${service}: ${amount} balance due`,
    ...content,
  });
}

/**
 * The receipt once the consultation is paid in full: what was paid, when and to whom, with the balance's
 * PDF receipt attached for the patient's health fund. No clinical notes.
 */
export async function enqueueBalanceReceipt(
  tx: Database,
  config: Config,
  appointment: AppointmentRow,
  payment: { amountCents: number; paidAt: Date; providerOrderId: string; receipt: ReceiptRow },
): Promise<string> {
  const balance = formatDollars(payment.amountCents);
  const deposit = appointment.depositCents ?? config.fees.depositCents;
  const content = renderMail({
    preheader: `Receipt: your ${service} is paid in full.`,
    heading: "Payment receipt",
    paragraphs: [
      `Hi ${appointment.name}, we have received the ${balance} AUD balance of your ${service}. It is now paid in full. Thank you.`,
      "Your receipt is attached as a PDF, for your health fund.",
      ...testModeLines(config),
    ],
    details: [
      { label: "Practice", value: practice.siteName },
      { label: "ABN", value: practice.abn },
      ...consultationRows(appointment),
      { label: "Deposit paid", value: `${formatDollars(deposit)} AUD` },
      { label: "Balance paid", value: `${balance} AUD, ${melbourneMoment(payment.paidAt)}` },
      { label: "Total paid", value: `${formatDollars(deposit + payment.amountCents)} AUD` },
      { label: "Payment reference", value: payment.providerOrderId },
    ],
  });
  return enqueueMail(tx, {
    kind: "balance-receipt",
    to: appointment.email,
    replyTo: config.mail.practiceMailbox,
    subject: `Receipt: ${service} paid in full`,
    ...content,
    attachments: [receiptAttachment(payment.receipt)],
  });
}
