/**
 * The text rules of the fields people fill in (docs/decisions/0040).
 *
 * What may not stand in a one-line value (a name, an address, a subject): the C0 and C1 control characters
 * (tab, CR, LF, NUL, NEL, DEL...) and Unicode's line and paragraph separators. Each output format treats
 * some of them as the end of a line (a calendar property, a mail header, a CSV record), so a value holding
 * one could start a line of its own there (docs/decisions/0040).
 */
const lineBreaking = /[\p{Cc}\u2028\u2029]/u;

/** A whole value with none of them: the contracts' rule for every single-line field. */
export const singleLinePattern = /^[^\p{Cc}\u2028\u2029]*$/u;

export function isSingleLine(value: string): boolean {
  return !lineBreaking.test(value);
}

/**
 * The value on one line, each run of those characters one space: for a single-line output (a header, a
 * parameter) written from text that did not come through the contracts, such as a row stored before the rule.
 */
export function toSingleLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
}

/**
 * Free text (a message, notes) keeps its line breaks and tabs and holds no other control character: NUL
 * cannot even be stored (PostgreSQL's text refuses it), and the others are no part of anything typed.
 */
export const freeTextPattern = /^(?:[\t\n\r]|\P{Cc})*$/u;
