import "./zod-jitless.ts";
import * as z from "zod/mini";
import type { AuditEntry } from "./admin.ts";
import type { Outcome } from "./form-reply.ts";
import { freeText } from "./text-fields.ts";

/**
 * The practitioner's clinical notes (docs/decisions/0046): a SOAP note per consultation, or one not tied to
 * an appointment; a draft while she writes, signed once, then only followed by dated addenda.
 */

export const NOTE_TEXT_MAX = 10_000;

/** An effusion grade, as the stroke (sweep) test grades it. */
export const effusionGrades = ["none", "trace", "1+", "2+", "3+"] as const;
export type EffusionGrade = (typeof effusionGrades)[number];

const noteText = (field: string) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(NOTE_TEXT_MAX, `Please keep ${field} to ${NOTE_TEXT_MAX.toLocaleString("en-AU")} characters or fewer`),
        freeText(),
      ),
  );

const degrees = (what: string, min: number, max: number) => {
  const message = `Enter ${what} in whole degrees, from ${min} to ${max}`;
  return z.optional(z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)));
};

/**
 * One knee's range of motion. Flexion from straight; extension as the degrees short of straight, a negative
 * number for hyperextension (−5: five degrees past straight).
 */
const kneeMotion = (knee: string) =>
  z.object({
    flexion: degrees(`the ${knee} knee's flexion`, 0, 180),
    extension: degrees(`the ${knee} knee's extension`, -30, 90),
  });

export const noteObjectiveSchema = z.object({
  injuredKnee: z.optional(kneeMotion("injured")),
  otherKnee: z.optional(kneeMotion("other")),
  effusion: z.optional(z.enum(effusionGrades, "Choose an effusion grade from the list")),
  /** Quadriceps lag and strength. */
  quadriceps: noteText("the quadriceps notes"),
  otherMeasures: noteText("the other measures"),
});

/**
 * A note's content: every part optional, so a draft saves whatever has been written so far. Signing asks
 * for something written (core/clinical-notes/note-lock.ts).
 */
export const clinicalNoteContentSchema = z.object({
  subjective: noteText("the subjective notes"),
  objective: z.optional(noteObjectiveSchema),
  assessment: noteText("the assessment"),
  plan: noteText("the plan"),
});
export type ClinicalNoteContent = z.output<typeof clinicalNoteContentSchema>;

export const ADDENDUM_MAX = 5_000;

/** An addendum to a signed note. */
export const noteAddendumSchema = z.object({
  text: z
    .string({ error: "Write the addendum first" })
    .check(
      z.trim(),
      z.minLength(1, "Write the addendum first"),
      z.maxLength(ADDENDUM_MAX, `Please keep the addendum to ${ADDENDUM_MAX.toLocaleString("en-AU")} characters or fewer`),
      freeText(),
    ),
});
export type NoteAddendumPayload = z.output<typeof noteAddendumSchema>;

/** A new note: for one of the patient's consultations, or (none given) a general note. */
export const newNoteSchema = z.object({
  appointmentId: z.optional(z.uuid("Choose one of the patient's consultations")),
});
export type NewNotePayload = z.output<typeof newNoteSchema>;

/** One note in the patient's list (newest first): no content, only what it belongs to and its state. */
export interface ClinicalNoteSummary {
  id: string;
  appointmentId: string | null;
  /** The consultation's start (ISO); null for a general note or a consultation without its time. */
  consultationAt: string | null;
  createdAt: string;
  updatedAt: string;
  signedAt: string | null;
}

export interface NoteAddendum {
  id: string;
  createdAt: string;
  text: string;
}

/** One note opened: its content and, once signed, its addenda (oldest first). */
export interface ClinicalNote extends ClinicalNoteSummary {
  patientId: string;
  content: ClinicalNoteContent;
  addenda: NoteAddendum[];
}

/** The patient a page is about, for its heading. */
export interface PatientHeading {
  id: string;
  name: string;
}

/** A consultation of the patient that has no note yet: what 'New note' offers. */
export interface ConsultationWithoutNote {
  appointmentId: string;
  /** Its start (ISO), or null while its time is not chosen. */
  startAt: string | null;
}

export interface PatientNotesPage {
  patient: PatientHeading;
  notes: ClinicalNoteSummary[];
  consultationsWithoutNote: ConsultationWithoutNote[];
}

export interface ClinicalNotePage {
  patient: PatientHeading;
  note: ClinicalNote;
}

/** One page of a patient's access log: who read or changed their record, newest first. */
export interface PatientAccessLogPage {
  patient: PatientHeading;
  entries: AuditEntry[];
  /** The `before` of the next (older) page; null on the last. */
  nextCursor: string | null;
}

/** What a note's write answers: when it was saved or signed (ISO). */
export interface NoteWritten {
  at: string;
}

/**
 * The admin pages' reads and writes of notes and of a patient's access log (contracts/admin-pages.ts): a
 * patient or note the ids do not name reads as null (the page's 404); a note is found under its own patient
 * only.
 */
export interface ClinicalNotePages {
  notes(patientId: string): Promise<PatientNotesPage | null>;
  note(patientId: string, noteId: string): Promise<ClinicalNotePage | null>;
  /** `before`: the page's cursor from the address (null: the newest events). */
  accessLog(patientId: string, before: string | null): Promise<PatientAccessLogPage | null>;
  /** The consultation's note (made if it has none), or a new general note: its id. */
  open(patientId: string, payload: NewNotePayload): Promise<Outcome<{ noteId: string }>>;
  save(patientId: string, noteId: string, content: ClinicalNoteContent): Promise<Outcome<NoteWritten>>;
  sign(patientId: string, noteId: string, content: ClinicalNoteContent): Promise<Outcome<NoteWritten>>;
  addAddendum(patientId: string, noteId: string, payload: NoteAddendumPayload): Promise<Outcome<NoteWritten>>;
}
