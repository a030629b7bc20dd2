/**
 * The lock of a clinical note (docs/decisions/0046): a draft may be saved and signed; once signed its content
 * is final, and what the practitioner adds later is a dated addendum. An empty note is not signed, since a
 * signature vouches for something written. The database's trigger holds the same lock for any writer.
 */
export type NoteChange = "save" | "sign" | "addendum";

/** Why a change is refused: the note is signed already, it is still a draft, or there is nothing to sign. */
export type NoteRefusal = "signed" | "draft" | "empty";

export interface NoteState {
  signedAt: Date | null;
}

/** Whether `content` holds anything written: a non-blank text or a number, at any depth (of objects or lists). */
export function hasNoteContent(content: unknown): boolean {
  if (typeof content === "string") return content.trim() !== "";
  if (typeof content === "number") return Number.isFinite(content);
  if (typeof content === "object" && content !== null) return Object.values(content).some(hasNoteContent);
  return false;
}

/**
 * What refuses `change` to `note`, or null when it may go ahead. Signing is judged on the content it would
 * sign, the content posted with it.
 */
export function noteChangeRefusal(note: NoteState, change: NoteChange, content?: unknown): NoteRefusal | null {
  const signed = note.signedAt !== null;
  switch (change) {
    case "save":
      return signed ? "signed" : null;
    case "sign":
      if (signed) return "signed";
      return hasNoteContent(content) ? null : "empty";
    case "addendum":
      return signed ? null : "draft";
  }
}
