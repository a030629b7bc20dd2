/**
 * Every kind of mail the site sends, and which goes first when many wait (docs/decisions/0043).
 * Transactional mail is what a patient is waiting for about their own appointment or payment: the
 * confirmation with its room link, the receipt, the reminder, a move, a cancellation, a payment link; and the
 * progress report the practitioner sends a surgeon. A notification can wait a few minutes: the practice's copies and acknowledgements of what a visitor or a
 * clinician sent through a form, which anyone can send in bulk.
 */
export const mailKinds = {
  "booking-confirmation": "transactional",
  "booking-deposit-receipt": "transactional",
  "booking-reminder": "transactional",
  "booking-rescheduled": "transactional",
  "booking-cancellation": "transactional",
  "balance-payment-link": "transactional",
  "balance-receipt": "transactional",
  "patient-sign-in-link": "transactional",
  "programme-ready": "transactional",
  "exercise-reminder": "notification",
  // Written in bulk by the daily schedule (docs/decisions/0052) and never urgent: behind a confirmation.
  "questionnaire-due": "notification",
  "progress-report": "transactional",
  "booking-practice-notification": "notification",
  "booking-practice-rescheduled": "notification",
  "contact-practice": "notification",
  "contact-acknowledgement": "notification",
  "referral-practice": "notification",
  "referral-ack": "notification",
} as const satisfies Record<string, "transactional" | "notification">;

export type MailKind = keyof typeof mailKinds;

export const transactionalMailKinds = (Object.keys(mailKinds) as MailKind[]).filter((kind) => mailKinds[kind] === "transactional");

/**
 * The delivery queue's priority of a kind of mail: higher goes first. A kind this list does not know (a row
 * written by another version of the site) counts as transactional: late bulk mail costs less than a late
 * confirmation.
 */
export function mailPriority(kind: string): number {
  return kind in mailKinds && mailKinds[kind as MailKind] === "notification" ? 0 : 10;
}
