import { SIGN_IN_LINK_MINUTES } from "#core/patients/sign-in-rules.ts";
import { practice } from "#core/practice.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import type { OutgoingMail } from "#integrations/mail/outgoing-mail.ts";

/**
 * The sign-in link (docs/decisions/0047). Its subject and text say nothing of the patient's care, and it
 * greets nobody by name: it is rendered before anyone knows whether the address is a patient's.
 */
export function signInLinkMail(to: string, url: string): OutgoingMail {
  return {
    kind: "patient-sign-in-link",
    to,
    replyTo: practice.email,
    subject: `Your sign-in link for ${practice.siteName}`,
    ...renderMail({
      preheader: `Sign in to My care. The link works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
      heading: "Sign in to My care",
      paragraphs: [
        `Someone, most likely you, asked on our website for a link to sign in to My care. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
        "If you did not ask for it, you can ignore this email: nobody can sign in without the link. Please do not forward it.",
      ],
      action: { label: "Sign in to My care", url },
    }),
  };
}
