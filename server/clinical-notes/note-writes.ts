import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ClinicalNoteContent, NewNotePayload, NoteAddendumPayload, NoteWritten } from "#contracts/clinical-notes.ts";
import { noteChangeRefusal, type NoteChange, type NoteRefusal } from "#core/clinical-notes/note-lock.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { clinicalNoteAddenda, clinicalNotes, type ClinicalNoteRow } from "#db/schema/health-records.ts";
import { patients } from "#db/schema/patients.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { ConflictError, InvalidInputError, NotFoundError, type UseCaseError } from "#server/errors.ts";
import type { HealthCipher } from "#server/health/health-cipher.ts";

/** Where the practitioner acted from, for the audit log. */
export interface NoteAudit {
  clientAddress: string;
}

const noteNotFound = () => new NotFoundError("This note does not exist.");

const refusals: Record<NoteRefusal, () => UseCaseError> = {
  signed: () => new ConflictError("This note is signed and can no longer be changed. Add an addendum to it instead."),
  draft: () => new ConflictError("This note is still a draft: change the note itself, and sign it when it is complete."),
  empty: () => new InvalidInputError("Write something in the note before signing it."),
};

/** Refuses what the note's lock refuses (core/clinical-notes/note-lock.ts), in words she can act on. */
function checkLock(note: ClinicalNoteRow, change: NoteChange, content?: ClinicalNoteContent): void {
  const refusal = noteChangeRefusal(note, change, content);
  if (refusal) throw refusals[refusal]();
}

/**
 * The patient's note, locked until the transaction ends: saves, a signature and addenda of one note go one
 * at a time, each seeing what the one before it committed.
 */
async function lockedNote(tx: Database, patientId: string, noteId: string): Promise<ClinicalNoteRow> {
  const [note] = await tx
    .select()
    .from(clinicalNotes)
    .where(and(eq(clinicalNotes.id, noteId), eq(clinicalNotes.patientId, patientId)))
    .for("update");
  if (!note) throw noteNotFound();
  return note;
}

const noteEvent = (note: ClinicalNoteRow, action: string, audit: NoteAudit, details: Record<string, string | boolean> = {}) => ({
  action,
  actor: "admin" as const,
  clientAddress: audit.clientAddress,
  patientId: note.patientId,
  appointmentId: note.appointmentId,
  details: { noteId: note.id, ...details },
});

/**
 * The note of one of the patient's consultations, made empty if it has none yet (one per appointment: the
 * unique index decides between two made at once), or a new general note when no appointment is given.
 */
export async function openNote(
  db: Database,
  cipher: HealthCipher,
  patientId: string,
  payload: NewNotePayload,
  audit: NoteAudit,
): Promise<{ noteId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
    if (!patient) throw new NotFoundError("This patient does not exist.");
    const appointmentId = payload.appointmentId ?? null;
    if (appointmentId) {
      const [appointment] = await tx
        .select({ patientId: appointments.patientId })
        .from(appointments)
        .where(eq(appointments.id, appointmentId));
      if (appointment?.patientId !== patientId) {
        const message = "This consultation is not one of this patient's.";
        throw new NotFoundError(message, { appointmentId: message });
      }
    }
    const id = randomUUID();
    const [created] = await tx
      .insert(clinicalNotes)
      .values({ id, patientId, appointmentId, contentSealed: cipher.seal("clinical-note", id, {}) })
      .onConflictDoNothing({ target: clinicalNotes.appointmentId })
      .returning();
    if (created) {
      await recordAudit(tx, noteEvent(created, "note.saved", audit, { created: true }));
      return { noteId: id, created: true };
    }
    const [existing] = await tx.select({ id: clinicalNotes.id }).from(clinicalNotes).where(eq(clinicalNotes.appointmentId, appointmentId!));
    return { noteId: existing!.id, created: false };
  });
}

/** The draft as the practitioner has written it so far, replacing what was saved before. */
export function saveNoteDraft(
  db: Database,
  cipher: HealthCipher,
  patientId: string,
  noteId: string,
  content: ClinicalNoteContent,
  audit: NoteAudit,
): Promise<NoteWritten> {
  return writeNoteContent(db, cipher, { patientId, noteId, content, sign: false }, audit);
}

/**
 * Signs the note with the content posted with the signature, in one write under the note's lock: a save
 * that arrives after it is refused, and one before it is replaced by what she signed, so the signed note
 * holds exactly what was on her screen when she signed.
 */
export function signNote(
  db: Database,
  cipher: HealthCipher,
  patientId: string,
  noteId: string,
  content: ClinicalNoteContent,
  audit: NoteAudit,
): Promise<NoteWritten> {
  return writeNoteContent(db, cipher, { patientId, noteId, content, sign: true }, audit);
}

/** The note's content sealed in place under its lock, signed too when `sign`; audited as a save or a signature. */
function writeNoteContent(
  db: Database,
  cipher: HealthCipher,
  write: { patientId: string; noteId: string; content: ClinicalNoteContent; sign: boolean },
  audit: NoteAudit,
): Promise<NoteWritten> {
  return db.transaction(async (tx) => {
    const note = await lockedNote(tx, write.patientId, write.noteId);
    checkLock(note, write.sign ? "sign" : "save", write.content);
    const at = new Date();
    await tx
      .update(clinicalNotes)
      .set({ contentSealed: cipher.seal("clinical-note", note.id, write.content), updatedAt: at, ...(write.sign ? { signedAt: at } : {}) })
      .where(eq(clinicalNotes.id, note.id));
    await recordAudit(tx, noteEvent(note, write.sign ? "note.signed" : "note.saved", audit));
    return { at: at.toISOString() };
  });
}

/** A dated addendum to a signed note, sealed and never changed (a trigger refuses any update). */
export async function addNoteAddendum(
  db: Database,
  cipher: HealthCipher,
  patientId: string,
  noteId: string,
  payload: NoteAddendumPayload,
  audit: NoteAudit,
): Promise<NoteWritten> {
  return db.transaction(async (tx) => {
    const note = await lockedNote(tx, patientId, noteId);
    checkLock(note, "addendum");
    const id = randomUUID();
    const at = new Date();
    await tx
      .insert(clinicalNoteAddenda)
      .values({ id, noteId: note.id, contentSealed: cipher.seal("note-addendum", id, payload.text), createdAt: at });
    await recordAudit(tx, noteEvent(note, "note.addendum", audit, { addendumId: id }));
    return { at: at.toISOString() };
  });
}
