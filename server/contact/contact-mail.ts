import { practice } from "#core/practice.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import type { OutgoingMail } from "#integrations/mail/outgoing-mail.ts";
import type { ContactMessage } from "#contracts/contact.ts";

/** To the practice: the whole message; a reply goes straight to the visitor. */
export function practiceContactMail(message: ContactMessage, practiceMailbox: string): OutgoingMail {
  return {
    kind: "contact-practice",
    to: practiceMailbox,
    replyTo: message.email,
    subject: `Website enquiry: ${message.subject}`,
    ...renderMail({
      preheader: `${message.name} wrote through the contact form`,
      heading: "New message from the contact form",
      paragraphs: [`${message.name} sent this message through the website. Reply to this email to answer them directly.`],
      details: [
        { label: "Name", value: message.name },
        { label: "Email", value: message.email },
        { label: "Subject", value: message.subject },
        { label: "Message", value: message.message },
      ],
    }),
  };
}

/**
 * To the visitor: that we received a message and when to expect an answer (docs/product/spec.md §9: within
 * 24 hours). It goes to whatever address was typed into the form, so it is the same fixed text for everyone
 * and quotes nothing the sender wrote (name, subject or message): otherwise the form would carry anyone's
 * words to any stranger's inbox, signed by the practice.
 */
export function visitorAcknowledgementMail(message: ContactMessage): OutgoingMail {
  return {
    kind: "contact-acknowledgement",
    to: message.email,
    replyTo: practice.email,
    subject: "We received your message",
    ...renderMail({
      preheader: "Thank you for contacting us. We'll get back to you soon.",
      heading: "Thank you for your message",
      paragraphs: [
        `Thank you for contacting ${practice.siteName}. We have received your message and will get back to you within 24 hours.`,
        "If your knee gets suddenly worse, or you think it is an emergency, call 000. This service cannot give emergency care.",
        "If you did not write to us, someone else entered your email address in our contact form: you can ignore this email.",
      ],
    }),
  };
}
