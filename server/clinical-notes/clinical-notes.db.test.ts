import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClinicalNoteContent } from "#contracts/clinical-notes.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { clinicalNoteAddenda, clinicalNotes } from "#db/schema/health-records.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { createHealthCipher } from "#server/health/health-cipher.ts";
import { patientForBooking } from "#server/patients/patient-for-booking.ts";
import { databaseRefusal } from "#tests/support/constraint-violation.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { expectSealedWithout } from "#tests/support/sealed-value.ts";
import { consultationsWithoutNote, listPatientNotes, readNote } from "./note-reads.ts";
import { addNoteAddendum, openNote, saveNoteDraft, signNote } from "./note-writes.ts";

const cipher = createHealthCipher(randomBytes(32));
const audit = { clientAddress: "203.0.113.9" };
const written: ClinicalNoteContent = {
  subjective: "Quokka-secret: knee gave way on the stairs",
  objective: { injuredKnee: { flexion: 118, extension: 3 }, otherKnee: { flexion: 140, extension: -2 }, effusion: "1+" },
  assessment: "Quadriceps inhibition",
  plan: "Quads sets, heel slides",
};

let database: DatabaseHandle;
const db = () => database.db;
let patientId: string;
let otherPatientId: string;
let slot = 0;

/** A confirmed consultation of `patient`, each at its own time. */
async function consultation(patient: string, start = new Date(Date.UTC(2026, 2, 2, 0, 0) + slot++ * 3_600_000)): Promise<string> {
  const end = new Date(start.getTime() + 45 * 60_000);
  const [row] = await db()
    .insert(appointments)
    .values({
      status: "confirmed",
      name: "Sam Patient",
      email: "sam@example.com",
      phone: "0400 000 000",
      patientId: patient,
      startAt: start,
      endAt: end,
      blockedUntil: end,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

const newNote = async (appointmentId?: string) => (await openNote(db(), cipher, patientId, { appointmentId }, audit)).noteId;
const noteRow = async (id: string) => (await db().select().from(clinicalNotes).where(eq(clinicalNotes.id, id)))[0]!;
const eventsOf = (noteId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(sql`${auditEvents.details}->>'noteId' = ${noteId}`)
    .orderBy(auditEvents.at);
beforeAll(async () => {
  database = await createTestDatabase();
  patientId = await patientForBooking(db(), { name: "Sam Patient", email: "sam@example.com" });
  otherPatientId = await patientForBooking(db(), { name: "Kim Other", email: "kim@example.com" });
});
afterAll(() => database.close());

describe("a clinical note at rest", () => {
  it("is sealed, the note and its addenda: no word of them in the rows, and read back whole", async () => {
    const noteId = await newNote(await consultation(patientId));
    await saveNoteDraft(db(), cipher, patientId, noteId, written, audit);
    await signNote(db(), cipher, patientId, noteId, written, audit);
    await addNoteAddendum(db(), cipher, patientId, noteId, { text: "Wombat-secret: swelling settled by the evening" }, audit);

    const stored = (await noteRow(noteId)).contentSealed;
    expectSealedWithout(stored, ["Quokka", "stairs", "Quadriceps"]);
    const [addendum] = await db().select().from(clinicalNoteAddenda).where(eq(clinicalNoteAddenda.noteId, noteId));
    expectSealedWithout(addendum!.contentSealed, ["Wombat-secret"]);

    const note = await readNote(db(), cipher, patientId, noteId, audit);
    expect(note.content).toEqual(written);
    expect(note.addenda.map((a) => a.text)).toEqual(["Wombat-secret: swelling settled by the evening"]);
    expect(note.signedAt).not.toBeNull();
  });
});

describe("the audit log of notes", () => {
  it("has one event per read and write, naming the patient, the note and the address, never the content", async () => {
    const appointmentId = await consultation(patientId);
    const noteId = await newNote(appointmentId);
    await saveNoteDraft(db(), cipher, patientId, noteId, written, audit);
    await readNote(db(), cipher, patientId, noteId, audit);
    await signNote(db(), cipher, patientId, noteId, written, audit);
    await addNoteAddendum(db(), cipher, patientId, noteId, { text: "Seen again" }, audit);

    const events = await eventsOf(noteId);
    expect(events.map((e) => e.action)).toEqual(["note.saved", "note.saved", "note.read", "note.signed", "note.addendum"]);
    for (const event of events) {
      expect(event).toMatchObject({ actor: "admin", patientId, appointmentId, clientAddress: audit.clientAddress });
      expect(JSON.stringify(event.details)).not.toMatch(/Quokka|Seen again|Quadriceps/);
    }
    expect(events[0]!.details).toEqual({ noteId, created: true });
    expect(events.at(-1)!.details).toMatchObject({ noteId, addendumId: expect.any(String) });

    await listPatientNotes(db(), patientId, audit);
    const [listed] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "note.listed"), eq(auditEvents.patientId, patientId)));
    expect(listed).toMatchObject({ actor: "admin", clientAddress: audit.clientAddress });
  });
});

describe("the note's lock", () => {
  it("refuses, in clear words, to change a signed note, to sign it again or to sign an empty one", async () => {
    const empty = await newNote();
    await expect(signNote(db(), cipher, patientId, empty, {}, audit)).rejects.toThrow(
      new InvalidInputError("Write something in the note before signing it."),
    );
    await expect(addNoteAddendum(db(), cipher, patientId, empty, { text: "Too early" }, audit)).rejects.toBeInstanceOf(ConflictError);

    const noteId = await newNote();
    await signNote(db(), cipher, patientId, noteId, written, audit);
    const signedAt = (await noteRow(noteId)).signedAt;
    const changed = { ...written, plan: "Something else" };
    await expect(saveNoteDraft(db(), cipher, patientId, noteId, changed, audit)).rejects.toThrow(
      new ConflictError("This note is signed and can no longer be changed. Add an addendum to it instead."),
    );
    await expect(signNote(db(), cipher, patientId, noteId, changed, audit)).rejects.toBeInstanceOf(ConflictError);
    const row = await noteRow(noteId);
    expect(row.signedAt).toEqual(signedAt);
    expect(cipher.open("clinical-note", noteId, row.contentSealed)).toEqual(written);
  });

  it("is held by the database too: a signed note's content, time and appointment refuse a direct update", async () => {
    const appointmentId = await consultation(patientId);
    const noteId = await newNote(appointmentId);
    // A draft changes freely, whatever writes it.
    await db()
      .update(clinicalNotes)
      .set({ contentSealed: cipher.seal("clinical-note", noteId, written) })
      .where(eq(clinicalNotes.id, noteId));
    await signNote(db(), cipher, patientId, noteId, written, audit);

    for (const change of [
      sql`content_sealed = ${cipher.seal("clinical-note", noteId, { plan: "Rewritten" })}`,
      sql`signed_at = NULL`,
      sql`signed_at = now()`,
      sql`appointment_id = NULL`,
    ]) {
      const { said, message } = await databaseRefusal(db().execute(sql`UPDATE clinical_notes SET ${change} WHERE id = ${noteId}`));
      expect(said?.code).toBe("23514");
      expect(message).toMatch(/is signed and cannot be changed/);
    }
    expect(cipher.open("clinical-note", noteId, (await noteRow(noteId)).contentSealed)).toEqual(written);
    // A merge may still move the signed note to the surviving record.
    await db().execute(sql`UPDATE clinical_notes SET patient_id = ${otherPatientId} WHERE id = ${noteId}`);
    expect((await noteRow(noteId)).patientId).toBe(otherPatientId);
  });

  it("never changes an addendum, through the use-cases or directly", async () => {
    const noteId = await newNote();
    await signNote(db(), cipher, patientId, noteId, written, audit);
    await addNoteAddendum(db(), cipher, patientId, noteId, { text: "First" }, audit);
    await addNoteAddendum(db(), cipher, patientId, noteId, { text: "Second" }, audit);
    const [first] = await db()
      .select()
      .from(clinicalNoteAddenda)
      .where(eq(clinicalNoteAddenda.noteId, noteId))
      .orderBy(clinicalNoteAddenda.createdAt);
    const { said, message } = await databaseRefusal(
      db().execute(
        sql`UPDATE clinical_note_addenda SET content_sealed = ${cipher.seal("note-addendum", first!.id, "Rewritten")} WHERE id = ${first!.id}`,
      ),
    );
    expect(said?.code).toBe("23514");
    expect(message).toMatch(/never changed/);
    await databaseRefusal(db().execute(sql`UPDATE clinical_note_addenda SET created_at = now() WHERE id = ${first!.id}`));
    const note = await readNote(db(), cipher, patientId, noteId, audit);
    expect(note.addenda.map((a) => a.text)).toEqual(["First", "Second"]);
  });
});

describe("notes written at the same time", () => {
  it("makes one note per consultation however many ask for it at once", async () => {
    const appointmentId = await consultation(patientId);
    const opened = await Promise.all(Array.from({ length: 8 }, () => openNote(db(), cipher, patientId, { appointmentId }, audit)));
    expect(new Set(opened.map((o) => o.noteId)).size).toBe(1);
    expect(opened.filter((o) => o.created)).toHaveLength(1);
    expect(await db().$count(clinicalNotes, eq(clinicalNotes.appointmentId, appointmentId))).toBe(1);
    expect((await eventsOf(opened[0]!.noteId)).map((e) => e.action)).toEqual(["note.saved"]);
    // A general note is never one of them: each is new.
    expect(await newNote()).not.toBe(await newNote());
  });

  it("saves one draft's concurrent saves one after another: the last to commit is the latest written", async () => {
    const noteId = await newNote();
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        saveNoteDraft(db(), cipher, patientId, noteId, { plan: `Version ${i}` }, audit).then((w) => ({ i, at: w.at })),
      ),
    );
    const latest = saves.reduce((a, b) => (a.at >= b.at ? a : b));
    const row = await noteRow(noteId);
    expect(row.updatedAt.toISOString()).toBe(latest.at);
    expect(cipher.open("clinical-note", noteId, row.contentSealed)).toEqual({ plan: `Version ${latest.i}` });
    expect((await eventsOf(noteId)).filter((e) => e.action === "note.saved")).toHaveLength(9);
  });

  it("never leaves a signed note holding anything but what was signed when a save races the signature", async () => {
    for (let round = 0; round < 6; round++) {
      const noteId = await newNote();
      const signedContent = { plan: `Signed ${round}` };
      const [save, sign] = await Promise.allSettled([
        saveNoteDraft(db(), cipher, patientId, noteId, { plan: `Late save ${round}` }, audit),
        signNote(db(), cipher, patientId, noteId, signedContent, audit),
      ]);
      expect(sign.status).toBe("fulfilled");
      if (save.status === "rejected") expect(save.reason).toBeInstanceOf(ConflictError);
      const row = await noteRow(noteId);
      expect(row.signedAt).not.toBeNull();
      expect(cipher.open("clinical-note", noteId, row.contentSealed)).toEqual(signedContent);
    }
  });
});

describe("a patient's notes", () => {
  it("are found under their own patient only", async () => {
    const appointmentId = await consultation(patientId);
    const noteId = await newNote(appointmentId);
    await expect(readNote(db(), cipher, otherPatientId, noteId, audit)).rejects.toBeInstanceOf(NotFoundError);
    await expect(saveNoteDraft(db(), cipher, otherPatientId, noteId, written, audit)).rejects.toBeInstanceOf(NotFoundError);
    await expect(openNote(db(), cipher, otherPatientId, { appointmentId }, audit)).rejects.toMatchObject({
      name: "NotFoundError",
      fields: { appointmentId: "This consultation is not one of this patient's." },
    });
    await expect(openNote(db(), cipher, "00000000-0000-4000-8000-000000000000", {}, audit)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("are listed newest consultation first, with their state, and the consultations still without one", async () => {
    const patient = await patientForBooking(db(), { name: "Lee List", email: "lee@example.com" });
    const early = await consultation(patient, new Date("2026-04-01T00:00:00Z"));
    const late = await consultation(patient, new Date("2026-04-08T00:00:00Z"));
    const noNote = await consultation(patient, new Date("2026-04-15T00:00:00Z"));
    const earlyNote = (await openNote(db(), cipher, patient, { appointmentId: early }, audit)).noteId;
    const lateNote = (await openNote(db(), cipher, patient, { appointmentId: late }, audit)).noteId;
    await signNote(db(), cipher, patient, earlyNote, written, audit);

    const notes = await listPatientNotes(db(), patient, audit);
    expect(notes.map((n) => [n.id, n.consultationAt, n.signedAt !== null])).toEqual([
      [lateNote, "2026-04-08T00:00:00.000Z", false],
      [earlyNote, "2026-04-01T00:00:00.000Z", true],
    ]);
    expect(await consultationsWithoutNote(db(), patient)).toEqual([{ appointmentId: noNote, startAt: "2026-04-15T00:00:00.000Z" }]);
  });
});
