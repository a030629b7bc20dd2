import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORD_EXPORT_FORMAT, recordExportSchema, type RecordExport } from "#contracts/record-export.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { patients } from "#db/schema/patients.ts";
import { sampleIntakeAnswers, sampleNoteContent, seedPatientRecord, type SeededRecord } from "#tests/support/patient-record-fixtures.ts";
import { samplePdf } from "#tests/support/sample-documents.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { NotFoundError } from "#server/errors.ts";
import { exportPatientRecord } from "./export-record.ts";
import { MergedRecordError, readPatientRecord } from "./read-patient-record.ts";

const audit = { clientAddress: "203.0.113.7" };

describe("a patient's record export", () => {
  let t: TestApp;
  let sam: SeededRecord;
  let namesake: SeededRecord;
  let mergedAway: SeededRecord;
  let survivor: SeededRecord;
  let exported: RecordExport;

  beforeAll(async () => {
    t = await createTestApp();
    sam = await seedPatientRecord(t.services, { name: "Sam Lee", email: "sam.lee@example.com" });
    // Another person with the same name, and a record merged into a third person's: neither is Sam's.
    namesake = await seedPatientRecord(t.services, { name: "Sam Lee", email: "other.sam@example.com" });
    survivor = await seedPatientRecord(t.services, { name: "Kim Park", email: "kim@example.com" });
    mergedAway = await seedPatientRecord(t.services, { name: "Sam Lee", email: "sam.lee+old@example.com" });
    await t.services.database.db
      .update(patients)
      .set({ mergedIntoId: survivor.patientId, mergedAt: new Date() })
      .where(eq(patients.id, mergedAway.patientId));
    exported = await readPatientRecord(t.services, sam.patientId);
  });
  afterAll(() => t.close());

  it("validates against the published schema, in its format and version", () => {
    expect(recordExportSchema.parse(exported)).toEqual(exported);
    expect(exported).toMatchObject({ format: RECORD_EXPORT_FORMAT, version: 1 });
  });

  it("holds every section of the record", () => {
    expect(exported.patient).toMatchObject({ id: sam.patientId, name: "Sam Lee", email: "sam.lee@example.com", phone: "0400 123 456" });
    expect(exported.appointments.map((appointment) => appointment.id).sort()).toEqual([...sam.appointmentIds].sort());
    const [held, cancelled] = [0, 1].map((index) =>
      exported.appointments.find((appointment) => appointment.id === sam.appointmentIds[index])!,
    );
    expect(held!.receipts.map((receipt) => receipt.kind)).toEqual(["deposit", "balance"]);
    expect(held!.receipts[0]!.reference).toMatch(/^R-\d{6}$/);
    expect(held!.payments).toHaveLength(1);
    expect(held!.roomVisits.map((visit) => visit.role).sort()).toEqual(["patient", "practitioner"]);
    expect(cancelled!.refunds).toHaveLength(1);
    const creditNote = cancelled!.receipts.find((receipt) => receipt.kind === "refund")!;
    expect(creditNote.reference).toMatch(/^CN-\d{6}$/);
    expect(creditNote.creditsReference).toBe(cancelled!.receipts.find((receipt) => receipt.kind === "deposit")!.reference);
    expect(exported.contactMessages).toMatchObject([{ subject: "Question about my rehab", message: "Hello from Sam Lee" }]);
    expect(exported.playlists).toMatchObject([
      { name: "Week 12 programme of Sam Lee", items: [{ position: 1, sets: 3, reps: 12, side: "left" }] },
    ]);
    expect(exported.playlists[0]!.items[0]!.exercise).not.toBe("");
    expect(exported.sessionLogs).toMatchObject([{ playlistId: sam.playlistId, effort: 6, pain: 2 }]);
    expect(exported.programmes).toMatchObject([
      {
        id: sam.programmeId,
        title: "Knee strength",
        versions: [
          { number: 1, phase: "Early strength", daysPerWeek: 4, startsOn: "2026-03-02", items: [{ sets: 4, reps: 8, load: "5 kg" }] },
        ],
        sessions: [{ versionNumber: 1, activeSeconds: 900, effort: 5, pain: 3 }],
      },
    ]);
    expect(exported.auditEvents.map((event) => event.action).sort()).toEqual([
      "appointment.completed",
      "intake.read",
      "message.handled",
      "referral.handled",
    ]);
  });

  it("opens the health information: intake, notes, addenda, referral notes and the document itself", () => {
    expect(exported.intakes).toMatchObject([{ id: sam.intakeId, answers: sampleIntakeAnswers, consentVersion: "2026-11" }]);
    expect(exported.clinicalNotes).toMatchObject([
      { id: sam.noteId, content: sampleNoteContent, addenda: [{ content: { text: "Swelling settled the next day" } }] },
    ]);
    const [referral] = exported.referrals;
    expect(referral).toMatchObject({ id: sam.referralId, clinicalNotes: "Referral notes for Sam Lee: hamstring graft, quads lag." });
    expect(referral!.document).toMatchObject({ filename: "operation-report.pdf", contentType: "application/pdf" });
    expect(Buffer.from(referral!.document!.base64, "base64").equals(samplePdf("Operation report for Sam Lee"))).toBe(true);
  });

  it("states how long the record is kept: 7 years from its last entry", () => {
    const last = new Date(exported.retention.lastActivityAt);
    const deletable = new Date(exported.retention.deletableFrom);
    expect(deletable.getTime() - last.getTime()).toBeGreaterThan(7 * 365 * 86_400_000);
    expect(deletable.getTime() - last.getTime()).toBeLessThan((7 * 365 + 4) * 86_400_000);
  });

  it("never holds another person's data: a namesake's, or a record merged into someone else's", () => {
    const text = JSON.stringify(exported);
    for (const other of [namesake, mergedAway, survivor]) {
      expect(text).not.toContain(other.patientId);
      expect(text).not.toContain(other.email);
      for (const id of other.appointmentIds) expect(text).not.toContain(id);
      expect(text).not.toContain(other.referralId);
      expect(text).not.toContain(other.noteId);
      expect(text).not.toContain(other.programmeId);
    }
    expect(exported.patient.mergedRecords).toEqual([]);
  });

  it("exports a survivor with the records merged into it, and refuses the merged record's own id", async () => {
    const merged = await readPatientRecord(t.services, survivor.patientId);
    expect(merged.patient.mergedRecords).toMatchObject([{ id: mergedAway.patientId, email: "sam.lee+old@example.com" }]);
    expect(merged.appointments).toHaveLength(4);
    expect(merged.intakes.map((intake) => intake.id).sort()).toEqual([survivor.intakeId, mergedAway.intakeId].sort());
    await expect(readPatientRecord(t.services, mergedAway.patientId)).rejects.toThrow(MergedRecordError);
    await expect(readPatientRecord(t.services, "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f")).rejects.toThrow(NotFoundError);
  });

  it("writes one audit event per export, naming the patient and the format, and the file is the record", async () => {
    const json = await exportPatientRecord(t.services, sam.patientId, "json", audit);
    expect(json).toMatchObject({ contentType: "application/json" });
    expect(json.filename).toMatch(/^health-record-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.json$/);
    const parsed = recordExportSchema.parse(JSON.parse(Buffer.from(json.bytes).toString("utf8")));
    expect(parsed.patient.id).toBe(sam.patientId);
    const pdf = await exportPatientRecord(t.services, sam.patientId, "pdf", audit);
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    const events = await t.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "record.exported"), eq(auditEvents.patientId, sam.patientId)));
    expect(events.map((event) => event.details)).toEqual([{ format: "json" }, { format: "pdf" }]);
    expect(events.every((event) => event.actor === "admin" && event.clientAddress === audit.clientAddress)).toBe(true);
  });
});
