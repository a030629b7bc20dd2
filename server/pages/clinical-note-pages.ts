import type { ClinicalNotePages } from "#contracts/clinical-notes.ts";
import type { Outcome } from "#contracts/form-reply.ts";
import { consultationsWithoutNote, listPatientNotes, readNote } from "#server/clinical-notes/note-reads.ts";
import { addNoteAddendum, openNote, saveNoteDraft, signNote } from "#server/clinical-notes/note-writes.ts";
import type { AppServices } from "#server/context.ts";
import { patientAccessLog } from "#server/patients/access-log.ts";
import { patientHeading } from "#server/patients/patient-heading.ts";
import { item, validId } from "./page-items.ts";
import { outcomeOf } from "./page-writes.ts";

const noSuchNote = { ok: false, refusal: { status: 404, error: "This note does not exist." } } as const;

/** The admin pages' notes and access log (contracts/clinical-notes.ts), for routes/admin/patient-*. */
export function clinicalNotePages(services: AppServices, clientAddress: string): ClinicalNotePages {
  const { db } = services.database;
  const cipher = services.healthRecords;
  const audit = { clientAddress };
  /** The patient's heading and what `read` gives of them, or null when the id names no patient. */
  const ofPatient = <T>(patientId: string, read: (heading: { id: string; name: string }) => Promise<T>) =>
    item(patientId, async (id) => {
      const patient = await patientHeading(db, id);
      return patient && read(patient);
    });
  // A note's write under ids that cannot name one is refused as a missing note is.
  const noteWrite = <T>(patientId: string, noteId: string, write: () => Promise<T>): Promise<Outcome<T>> =>
    validId(patientId) && validId(noteId) ? outcomeOf(write) : Promise.resolve(noSuchNote);
  return {
    notes: (patientId) =>
      ofPatient(patientId, async (patient) => ({
        patient,
        notes: await listPatientNotes(db, patient.id, audit),
        consultationsWithoutNote: await consultationsWithoutNote(db, patient.id),
      })),
    note: (patientId, noteId) =>
      validId(noteId)
        ? ofPatient(patientId, async (patient) => ({ patient, note: await readNote(db, cipher, patient.id, noteId, audit) }))
        : Promise.resolve(null),
    accessLog: (patientId, before) =>
      before !== null && !validId(before)
        ? Promise.resolve(null)
        : ofPatient(patientId, async (patient) => ({ patient, ...(await patientAccessLog(db, patient.id, before)) })),
    open: (patientId, payload) =>
      validId(patientId)
        ? outcomeOf(async () => ({ noteId: (await openNote(db, cipher, patientId, payload, audit)).noteId }))
        : Promise.resolve({ ok: false, refusal: { status: 404, error: "This patient does not exist." } }),
    save: (patientId, noteId, content) => noteWrite(patientId, noteId, () => saveNoteDraft(db, cipher, patientId, noteId, content, audit)),
    sign: (patientId, noteId, content) => noteWrite(patientId, noteId, () => signNote(db, cipher, patientId, noteId, content, audit)),
    addAddendum: (patientId, noteId, payload) =>
      noteWrite(patientId, noteId, () => addNoteAddendum(db, cipher, patientId, noteId, payload, audit)),
  };
}
