/**
 * Log lines carry ids, never a patient's or a referrer's contact details (docs/product/decisions.md, 19). Text that
 * comes from elsewhere (an SMTP server's refusal, a database error, a provider's message) may quote them:
 * this replaces email addresses and phone numbers in it before it is logged.
 */
const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Eight or more digits, allowing the spaces, dots, dashes and brackets people write numbers with.
const PHONE = /(?<![\w.])[+(]?(?:\d[\s().-]{0,2}){7,}\d(?![\w.])/g;

export function redactContactDetails(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}
