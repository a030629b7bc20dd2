import { describe, expect, it } from "vitest";
import { RECORD_EXPORT_FORMAT, recordExportSchema, type RecordExport } from "#contracts/record-export.ts";
import { sampleIntakeAnswers, sampleNoteContent } from "#tests/support/patient-record-fixtures.ts";
import { pdfFonts, pdftotext, pdfWordBoxes, qpdfCheck } from "#tests/support/pdf-tools.ts";
import { renderRecordPdf } from "./record-export-pdf.ts";
import { recordDocument } from "./record-document.ts";

const appointmentId = "5b0c7a52-6a8e-4c55-9a57-3d0c1c3c0a01";

/** A record with one of everything, as readPatientRecord answers it. */
function sampleRecord(name: string): RecordExport {
  return recordExportSchema.parse({
    format: RECORD_EXPORT_FORMAT,
    version: 1,
    exportedAt: "2026-11-27T03:00:00.000Z",
    practice: { name: "ACL Telehealth Physio", practitioner: "Jordan Ellis", abn: "12 345 678 901", email: "hello@example.com" },
    patient: {
      id: "1d7e3c1a-8f0b-4b8e-9a57-3d0c1c3c0a00",
      name,
      email: "patient@example.com",
      phone: "0400 123 456",
      createdAt: "2026-09-01T00:00:00.000Z",
      updatedAt: "2026-09-01T00:00:00.000Z",
      mergedRecords: [],
    },
    retention: { lastActivityAt: "2026-11-20T00:00:00.000Z", keepUntil: null, deletableFrom: "2033-11-20T13:00:00.000Z" },
    appointments: [
      {
        id: appointmentId,
        status: "confirmed",
        startAt: "2026-11-10T22:30:00.000Z",
        endAt: "2026-11-10T23:00:00.000Z",
        name,
        email: "patient@example.com",
        phone: "0400 123 456",
        notes: "Left ACL reconstruction in February",
        patientTimeZone: "Australia/Perth",
        schedulingProvider: "builtin",
        createdAt: "2026-11-01T00:00:00.000Z",
        cancelledAt: null,
        consultationCompletedAt: "2026-11-10T23:00:00.000Z",
        depositCents: 9_000,
        depositPaidAt: "2026-11-01T00:00:00.000Z",
        balanceCents: 9_000,
        balancePaidAt: "2026-11-11T00:00:00.000Z",
        paymentProvider: "test",
        payments: [
          {
            id: "0f1e2d3c-4b5a-4968-8776-655443322110",
            purpose: "deposit",
            provider: "paypal",
            providerOrderId: "5O190127TN364715T",
            captureId: "3C679366HH908993F",
            amountCents: 9_000,
            currency: "AUD",
            status: "captured",
            createdAt: "2026-11-01T00:00:00.000Z",
          },
        ],
        refunds: [],
        receipts: [
          {
            number: 42,
            reference: "R-000042",
            kind: "deposit",
            amountCents: 9_000,
            method: "paypal",
            issuedAt: "2026-11-01T00:00:00.000Z",
            creditsReference: null,
          },
        ],
        roomVisits: [{ role: "patient", joinedAt: "2026-11-10T22:29:00.000Z", leftAt: "2026-11-10T23:01:00.000Z" }],
      },
    ],
    referrals: [
      {
        id: "2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7081",
        createdAt: "2026-08-30T00:00:00.000Z",
        handledAt: null,
        referrerName: "Dr Priya Nair",
        clinicName: "Northside Sports Medicine",
        referrerEmail: "priya@northside.example",
        referrerPhone: "03 9123 4567",
        patientName: name,
        patientEmail: "patient@example.com",
        clinicalNotes: "Hamstring graft, quads lag at 6 weeks",
        document: { filename: "operation-report.pdf", contentType: "application/pdf", sizeBytes: 4, sha256: "ab", base64: "JVBERg==" },
      },
    ],
    contactMessages: [
      {
        id: "3a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7081",
        createdAt: "2026-09-02T00:00:00.000Z",
        handledAt: null,
        name,
        email: "patient@example.com",
        subject: "Question about my rehab",
        message: "Can I cycle yet?",
      },
    ],
    intakes: [
      {
        id: "4a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7081",
        createdAt: "2026-09-03T00:00:00.000Z",
        updatedAt: "2026-09-04T00:00:00.000Z",
        submittedAt: "2026-09-04T00:00:00.000Z",
        consentVersion: "2026-11",
        consentedAt: "2026-09-04T00:00:00.000Z",
        answers: sampleIntakeAnswers,
      },
    ],
    clinicalNotes: [
      {
        id: "6a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7081",
        appointmentId,
        createdAt: "2026-11-10T23:00:00.000Z",
        updatedAt: "2026-11-10T23:10:00.000Z",
        signedAt: "2026-11-10T23:10:00.000Z",
        content: sampleNoteContent,
        addenda: [
          { id: "7a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7081", createdAt: "2026-11-20T00:00:00.000Z", content: { text: "Swelling settled" } },
        ],
      },
    ],
    playlists: [
      {
        id: 7,
        name: "Week 12 programme",
        description: "",
        isPublic: false,
        createdAt: "2026-11-11T00:00:00.000Z",
        updatedAt: "2026-11-11T00:00:00.000Z",
        items: [
          {
            position: 1,
            exercise: "Quad sets",
            musicTrack: null,
            sets: 3,
            reps: 12,
            holdSeconds: null,
            restSeconds: 30,
            side: "left",
            load: null,
            notes: "",
          },
        ],
      },
    ],
    programmes: [
      {
        id: "8b4c5d6e-7f80-4192-8b3c-4d5e6f708192",
        title: "Knee strength",
        createdAt: "2026-11-13T00:00:00.000Z",
        endedAt: null,
        versions: [
          {
            number: 1,
            phase: "Early strength",
            daysPerWeek: 4,
            startsOn: "2026-11-16",
            reviewOn: "2026-12-14",
            savedAt: "2026-11-13T00:00:00.000Z",
            notifiedAt: "2026-11-13T00:00:00.000Z",
            items: [
              {
                position: 1,
                exercise: "Step-ups",
                musicTrack: null,
                sets: 4,
                reps: 8,
                holdSeconds: null,
                restSeconds: null,
                side: null,
                load: "5 kg",
                notes: "Slow on the way down",
              },
            ],
          },
        ],
        sessions: [
          {
            versionNumber: 1,
            endedAt: "2026-11-17T00:00:00.000Z",
            activeSeconds: 900,
            completedCount: 1,
            totalCount: 1,
            skippedItemIds: [],
            effort: 5,
            pain: 3,
          },
        ],
      },
    ],
    sessionLogs: [
      {
        playlistId: 7,
        endedAt: "2026-11-12T00:00:00.000Z",
        activeSeconds: 1_260,
        completedCount: 1,
        totalCount: 1,
        skippedItemIds: [],
        effort: 6,
        pain: 2,
      },
    ],
    questionnaires: [
      {
        id: "7b4f1a52-2c4e-4a55-9a1c-0d2e3f4a5b6c",
        instrumentId: "koos",
        timepoint: "6w",
        dueOn: "2026-10-01",
        closesOn: "2026-11-05",
        createdAt: "2026-10-01T00:00:00.000Z",
        notifiedAt: "2026-10-01T00:00:00.000Z",
        cancelledAt: null,
        response: {
          id: "8c5a2b63-3d5f-4b66-8b2d-1e3f4a5b6c7d",
          createdAt: "2026-10-02T00:00:00.000Z",
          updatedAt: "2026-10-02T00:00:00.000Z",
          submittedAt: "2026-10-02T00:00:00.000Z",
          answers: { P1: 3, P2: null },
        },
      },
    ],
    auditEvents: [{ at: "2026-09-05T00:00:00.000Z", action: "intake.read", actor: "admin", appointmentId: null, details: null }],
  });
}

/** pdftotext's layout keeps a label and its value on one line, with spaces between. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, " ");
const margin = 56;

describe("the patient's record as a PDF", () => {
  it("reads back every section's heading and the values in plain words", async () => {
    const bytes = await renderRecordPdf(sampleRecord("Zoë O'Brien-Nguyễn"));
    await expect(qpdfCheck(bytes)).resolves.toContain("No syntax or stream encoding errors found");
    const text = squeezed((await pdftotext(bytes)).normalize("NFC"));
    for (const section of recordDocument(sampleRecord("Zoë")).sections) expect(text).toContain(section.heading.toUpperCase());
    for (const line of [
      "Your health record",
      "Zoë O'Brien-Nguyễn",
      "Status Booked",
      "Deposit receipt R-000042, $90.00 AUD",
      "Payment reference Deposit: 5O190127TN364715T, PayPal, captured",
      // The intake's answers and the note's content, field by field, whatever their schemas hold.
      "Which knee Left",
      "Graft type Patellar tendon",
      "Date 2 February 2026",
      "Medications Panadol Osteo",
      "Emergency contact",
      "Range of motion",
      "Movement Flexion",
      "Degrees 128",
      "Quads lag No",
      "Text Swelling settled",
      "Document operation-report.pdf (PDF document)",
      "Exercise 1 Quad sets. 3 sets, 12 repetitions, rest 30 s, left side",
      "Knee strength, version 1",
      "Review Monday 14 December 2026",
      "Exercise 1 Step-ups. 4 sets, 8 repetitions, load 5 kg. Slow on the way down",
      "Session Tuesday 17 1 of 1 exercises, 15 minutes active, effort 5 out of 10",
      "Intake read Saturday 5 September 2026, 10:00 am AEST, by Jordan Ellis",
      "Kept until at least Sunday 20 November 2033",
      "Open Thursday 1 October 2026 to Thursday 5 November 2026",
    ]) {
      expect(text).toContain(line);
    }
    // A questionnaire's answers in the form's words (a long question wraps under its answer).
    expect(text).toContain("How often do you Daily");
    expect(text).toContain("Twisting/pivoting on your Left blank");
  });

  it("says so where the record holds nothing of a kind", async () => {
    const empty = {
      ...sampleRecord("Sam Lee"),
      appointments: [],
      clinicalNotes: [],
      intakes: [],
      referrals: [],
      playlists: [],
      sessionLogs: [],
      programmes: [],
      questionnaires: [],
    };
    const text = await pdftotext(await renderRecordPdf(empty));
    for (const line of [
      "No appointments.",
      "No clinical notes.",
      "No intake form.",
      "No referrals.",
      "No exercise programmes.",
      "No programmes prescribed.",
    ]) {
      expect(text).toContain(line);
    }
  });

  it.each([
    ["Chinese", "王小明"],
    ["Thai", "สมชาย ใจดี"],
    ["Hindi", "प्रिया शर्मा"],
  ])("prints a name in %s as written, in embedded subset fonts, every word inside the margins", async (_, name) => {
    const bytes = await renderRecordPdf(sampleRecord(name));
    await expect(qpdfCheck(bytes)).resolves.toContain("No syntax or stream encoding errors found");
    expect(await pdftotext(bytes)).toContain(name);
    for (const font of await pdfFonts(bytes)) expect(font, font.name).toMatchObject({ embedded: true, subset: true, toUnicode: true });
    for (const page of await pdfWordBoxes(bytes)) {
      for (const word of page.words) {
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(margin - 0.001);
        expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - margin + 0.001);
      }
    }
  });
});
