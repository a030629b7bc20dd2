import { z } from "zod";

/** The contact form's texts (spec §5 validation table, §8 error catalogue), used by the page and its tests. */
export const contactMessages = {
  name: "Please enter your name",
  email: "Please enter a valid email address",
  subject: "Please enter a subject",
  message: "Please enter a message (minimum 10 characters)",
  sentTitle: "Message sent!",
  sentDescription: "Thank you for contacting us. We'll get back to you soon.",
  errorTitle: "Error sending message",
  errorFallback: "Please try again later.",
} as const;

export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The contact message (spec §3 "Contact message"): one schema for react-hook-form in the browser and for
 * POST /api/contact on the server. `website` is the honeypot: hidden from people, filled in by form-filling
 * robots; the server quietly drops a message that has it.
 */
export const contactSchema = z.object({
  name: z.string().trim().min(2, contactMessages.name).max(120, "Please enter a shorter name"),
  email: z.string().trim().pipe(z.email(contactMessages.email).max(254, contactMessages.email)),
  subject: z.string().trim().min(2, contactMessages.subject).max(200, "Please enter a shorter subject (200 characters at most)"),
  message: z
    .string()
    .trim()
    .min(10, contactMessages.message)
    .max(CONTACT_MESSAGE_MAX, `Please shorten your message to ${CONTACT_MESSAGE_MAX} characters or fewer`),
  website: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
