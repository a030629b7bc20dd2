/**
 * A person's initials ("Sam Taylor" → "S.T."): how a message outside the practice names a patient, so an
 * acknowledgement forwarded or misdirected does not identify them.
 */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/[\s-]+/)
    .map((part) => /\p{L}/u.exec(part)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    .map((letter) => `${letter.toLocaleUpperCase("en-AU")}.`);
  return letters.join("") || "(no name given)";
}
