import { practice } from "#core/practice.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import type { OutgoingMail } from "#integrations/mail/outgoing-mail.ts";

/**
 * A new programme version is ready (docs/decisions/0050). Like every mail it carries no clinical detail: no
 * exercise, phase or date of the programme, and no name; the patient reads it signed in, in My care.
 */
export function programmeReadyMail(to: string, myCareUrl: string): OutgoingMail {
  return {
    kind: "programme-ready",
    to,
    replyTo: practice.email,
    subject: `Your exercise programme is ready: ${practice.siteName}`,
    ...renderMail({
      preheader: "Sign in to My care to see it and start a session.",
      heading: "Your exercise programme is ready",
      paragraphs: [
        `${practice.practitionerName} has prescribed your exercises. Sign in to My care to see them, with how much to do of each, and to play a session on any device.`,
        "To sign in, open the link below and ask for a sign-in link with this email address.",
      ],
      action: { label: "Open My care", url: myCareUrl },
    }),
  };
}
