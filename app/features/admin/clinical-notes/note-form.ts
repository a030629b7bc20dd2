import * as z from "zod/mini";
import { clinicalNoteContentSchema, type ClinicalNoteContent, type EffusionGrade } from "#contracts/clinical-notes.ts";
import { fieldMessages } from "#contracts/form-reply.ts";
import { typedValues, type Submission } from "#app/lib/form-submission.ts";

/**
 * The note editor's fields, named by their place in the note's content (`objective.injuredKnee.flexion`), so
 * that a field's message from the schema lands beside that field.
 */
export const noteTextFields = ["subjective", "objective.quadriceps", "objective.otherMeasures", "assessment", "plan"] as const;
export const noteDegreeFields = [
  "objective.injuredKnee.flexion",
  "objective.injuredKnee.extension",
  "objective.otherKnee.flexion",
  "objective.otherKnee.extension",
] as const;
export const effusionField = "objective.effusion";
export type NoteFieldName = (typeof noteTextFields)[number] | (typeof noteDegreeFields)[number] | typeof effusionField;

/** How each effusion grade reads. */
export const effusionLabels: Record<EffusionGrade, string> = { none: "None", trace: "Trace", "1+": "1+", "2+": "2+", "3+": "3+" };

const allFields: readonly NoteFieldName[] = [...noteTextFields, ...noteDegreeFields, effusionField];

/** Sets `value` at the dotted `path` of `target`, making the objects on the way. */
function place(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop()!;
  let at = target;
  for (const key of keys) at = (at[key] ??= {}) as Record<string, unknown>;
  at[last] = value;
}

/** The value at the dotted `path` of `source`, if any. */
function valueAt(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], source);
}

/**
 * What the form's fields say, as the note's content: a blank field is left out (a draft holds what has been
 * written), a degree field is read as a number (what is not one is the schema's to refuse).
 */
export function noteInput(form: FormData): unknown {
  const content: Record<string, unknown> = {};
  for (const name of allFields) {
    const value = form.get(name);
    if (typeof value !== "string" || value.trim() === "") continue;
    place(content, name, (noteDegreeFields as readonly string[]).includes(name) ? Number(value) : value);
  }
  return content;
}

/** The note's content as the form's fields show it: each field's text. */
export function noteFormValues(content: ClinicalNoteContent): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of allFields) {
    const value = valueAt(content, name);
    if (value !== undefined) values[name] = String(value);
  }
  return values;
}

/**
 * The editor's post read with the note's schema: its content, or the reply with each field's message under
 * that field's name and everything typed given back.
 */
export function noteSubmission(form: FormData): Submission<ClinicalNoteContent> {
  const values = typedValues(form);
  const result = z.safeParse(clinicalNoteContentSchema, noteInput(form));
  if (result.success) return { ok: true, value: result.data, values };
  const fields = fieldMessages(
    result.error.issues.map((issue) => ({ ...issue, path: [issue.path.join(".")] })),
    "form",
  );
  return { ok: false, reply: { status: "invalid", error: Object.values(fields)[0]!, fields, values } };
}
