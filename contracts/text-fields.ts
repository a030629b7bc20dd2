import "./zod-jitless.ts";
import * as z from "zod/mini";
import { freeTextPattern, singleLinePattern } from "#core/text/text-rules.ts";

export const singleLineMessage = "Please keep this to one line, without tabs or other control characters";
export const freeTextMessage = "Please remove the control characters from this text";

/**
 * The one rule of every single-line field (names, email addresses, phone numbers, subjects): no control
 * characters or line separators, refused with its own message, the same for a page's form and the JSON
 * API (docs/decisions/0040). A zod check, so the classic schemas (`.check(singleLine())`) and the
 * zod/mini ones take it alike; written as a pattern, which the booking page's validation already carries.
 */
export const singleLine = () => z.regex(singleLinePattern, singleLineMessage);

/** A trimmed single-line string: the field's own length checks follow. */
export const singleLineText = (params?: { error?: string }) => z.string(params).check(z.trim(), singleLine());

/** The rule of every free-text field (a message, notes): its lines and tabs, no other control character. */
export const freeText = () => z.regex(freeTextPattern, freeTextMessage);

/** An email address: trimmed, one line, at most 254 characters (RFC 5321's path limit), with `message` for any fault. */
export const emailAddress = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), singleLine()), z.email({ error: message }).check(z.maxLength(254, message)));
