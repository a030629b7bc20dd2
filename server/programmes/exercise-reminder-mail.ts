import { paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import type { OutgoingMail } from "#integrations/mail/outgoing-mail.ts";

/**
 * The weekly exercise reminder (docs/decisions/0051): nothing of the programme, the knee or how it went, only
 * that exercises wait in My care, and the link that turns these reminders off.
 */
export function exerciseReminderMail(
  patient: { name: string; email: string },
  links: { publicUrl: string; optOutUrl: string; replyTo: string },
): OutgoingMail {
  return {
    kind: "exercise-reminder",
    to: patient.email,
    replyTo: links.replyTo,
    subject: `A reminder from ${practice.siteName}`,
    ...renderMail({
      preheader: "Your exercises are waiting in My care.",
      heading: "Time for your exercises",
      paragraphs: [
        `Hi ${patient.name}, this is a weekly reminder from ${practice.practitionerName}: your exercises are waiting for you in My care.`,
        "If something is stopping you, reply to this email and let us know.",
        `Prefer not to get these reminders? Turn them off here: ${links.optOutUrl}`,
      ],
      action: { label: "Open My care", url: `${links.publicUrl}${paths.myCare}` },
    }),
  };
}
