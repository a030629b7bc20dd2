import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ClinicalNote, ClinicalNoteContent, ClinicalNoteSummary, ConsultationWithoutNote } from "#contracts/clinical-notes.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { clinicalNoteAddenda, clinicalNotes, type ClinicalNoteRow } from "#db/schema/health-records.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { NotFoundError } from "#server/errors.ts";
import type { HealthCipher } from "#server/health/health-cipher.ts";
import type { NoteAudit } from "./note-writes.ts";

/** The appointments that are consultations: paid, with their time or waiting for it. */
const consultationStatuses = ["confirmed", "awaiting_time"] as const;

function summaryOf(note: ClinicalNoteRow, consultationAt: Date | null): ClinicalNoteSummary {
  return {
    id: note.id,
    appointmentId: note.appointmentId,
    consultationAt: consultationAt?.toISOString() ?? null,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
    signedAt: note.signedAt?.toISOString() ?? null,
  };
}

/**
 * The patient's notes, newest consultation first (a general note by the day it was written), without their
 * content; the list is part of the record, so reading it is audited too ('note.listed').
 */
export async function listPatientNotes(db: Database, patientId: string, audit: NoteAudit): Promise<ClinicalNoteSummary[]> {
  const rows = await db
    .select({ note: clinicalNotes, consultationAt: appointments.startAt })
    .from(clinicalNotes)
    .leftJoin(appointments, eq(appointments.id, clinicalNotes.appointmentId))
    .where(eq(clinicalNotes.patientId, patientId))
    .orderBy(sql`coalesce(${appointments.startAt}, ${clinicalNotes.createdAt}) DESC`, desc(clinicalNotes.id));
  await recordAudit(db, {
    action: "note.listed",
    actor: "admin",
    clientAddress: audit.clientAddress,
    patientId,
    details: { notes: rows.length },
  });
  return rows.map(({ note, consultationAt }) => summaryOf(note, consultationAt));
}

/** The patient's consultations that have no note yet, newest first (those without a time at the top). */
export async function consultationsWithoutNote(db: Database, patientId: string): Promise<ConsultationWithoutNote[]> {
  const rows = await db
    .select({ appointmentId: appointments.id, startAt: appointments.startAt })
    .from(appointments)
    .leftJoin(clinicalNotes, eq(clinicalNotes.appointmentId, appointments.id))
    .where(and(eq(appointments.patientId, patientId), inArray(appointments.status, [...consultationStatuses]), isNull(clinicalNotes.id)))
    .orderBy(sql`${appointments.startAt} DESC NULLS FIRST`, desc(appointments.id));
  return rows.map((row) => ({ appointmentId: row.appointmentId, startAt: row.startAt?.toISOString() ?? null }));
}

/**
 * One of the patient's notes, opened, with its addenda: every opening is written to the audit log
 * ('note.read') before the content leaves.
 */
export async function readNote(
  db: Database,
  cipher: HealthCipher,
  patientId: string,
  noteId: string,
  audit: NoteAudit,
): Promise<ClinicalNote> {
  const [row] = await db
    .select({ note: clinicalNotes, consultationAt: appointments.startAt })
    .from(clinicalNotes)
    .leftJoin(appointments, eq(appointments.id, clinicalNotes.appointmentId))
    .where(and(eq(clinicalNotes.id, noteId), eq(clinicalNotes.patientId, patientId)));
  if (!row) throw new NotFoundError("This note does not exist.");
  const { note, consultationAt } = row;
  const addenda = await db
    .select()
    .from(clinicalNoteAddenda)
    .where(eq(clinicalNoteAddenda.noteId, note.id))
    .orderBy(asc(clinicalNoteAddenda.createdAt), asc(clinicalNoteAddenda.id));
  await recordAudit(db, {
    action: "note.read",
    actor: "admin",
    clientAddress: audit.clientAddress,
    patientId,
    appointmentId: note.appointmentId,
    details: { noteId: note.id },
  });
  return {
    ...summaryOf(note, consultationAt),
    patientId: note.patientId,
    // Checked with the note's schema when it was written; shown as it was written, signed notes above all.
    content: cipher.open("clinical-note", note.id, note.contentSealed) as ClinicalNoteContent,
    addenda: addenda.map((addendum) => ({
      id: addendum.id,
      createdAt: addendum.createdAt.toISOString(),
      text: cipher.open("note-addendum", addendum.id, addendum.contentSealed) as string,
    })),
  };
}
