import "./zod-jitless.ts";
import * as z from "zod/mini";
import { contactMessages } from "./contact-messages.ts";
import { emailAddress, freeText, singleLineText } from "./text-fields.ts";

export { contactMessages };

export const CONTACT_MESSAGE_MAX = 5000;

const trimmed = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string({ error: tooShort }).check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));
const oneLine = (min: number, max: number, tooShort: string, tooLong: string) =>
  singleLineText({ error: tooShort }).check(z.minLength(min, tooShort), z.maxLength(max, tooLong));

/**
 * The contact message (docs/product/spec.md §3 "Contact message"): one schema for the contact page's action and for
 * POST /api/contact. `website` is the honeypot: hidden from people, filled in by form-filling
 * robots; the server quietly drops a message that has it. Written with zod/mini, whose functions tree-shake,
 * so the contact page ships a few KB of validation instead of all of zod (the JavaScript budget).
 */
export const contactSchema = z.object({
  name: oneLine(2, 120, contactMessages.name, "Please enter a shorter name"),
  email: emailAddress(contactMessages.email),
  subject: oneLine(2, 200, contactMessages.subject, "Please enter a shorter subject (200 characters at most)"),
  message: trimmed(
    10,
    CONTACT_MESSAGE_MAX,
    contactMessages.message,
    `Please shorten your message to ${CONTACT_MESSAGE_MAX} characters or fewer`,
  ).check(freeText()),
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
