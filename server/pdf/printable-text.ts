/** Characters that separate words when typed into a form field: each prints as a space. */
const lineSeparators = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/** Every other control character has nothing to print. */
const otherControls = /\p{Cc}/gu;

/**
 * A value as a PDF prints it: what was written, with no control characters. A line or tab typed into a name
 * separates words, so it becomes a space; the other controls (NUL, ESC, …) are dropped; a lone surrogate
 * (broken UTF-16) becomes U+FFFD. Everything else, format characters included, is kept for the layout.
 */
export function printableText(value: string): string {
  return value.toWellFormed().replace(lineSeparators, " ").replace(otherControls, "");
}
