import "./zod-jitless.ts";
import { z } from "zod";

/**
 * A patient's whole record as one JSON file, for moving it to another system or answering an access request
 * (docs/decisions/0049). This schema is the file's documented shape: `format` and `version` say which shape a
 * file has; a change that would make an older reader misread a file raises `version`. Times are ISO 8601
 * instants in UTC; amounts are whole cents of Australian dollars. Health information (intake answers,
 * clinical notes and addenda, referral notes) is opened: the file is as private as the record itself.
 */
export const RECORD_EXPORT_FORMAT = "acl-physio-patient-record";
export const RECORD_EXPORT_VERSION = 1;

const instant = z.iso.datetime().describe("An ISO 8601 instant in UTC");
const day = z.iso.date().describe("A Melbourne date, YYYY-MM-DD");
const cents = z.number().int().describe("Whole cents of Australian dollars");
/** What the intake's and the note's own schemas hold: exported as stored, whatever fields they have. */
const content = z.json().describe("The stored value, as its own schema defines it");

/** One exercise of a playlist or a programme version, with its own dosage (null: the exercise's default). */
const exportedItem = z.object({
  position: z.number().int(),
  exercise: z.string(),
  musicTrack: z.string().nullable(),
  sets: z.number().int().nullable(),
  reps: z.number().int().nullable(),
  holdSeconds: z.number().int().nullable(),
  restSeconds: z.number().int().nullable(),
  side: z.string().nullable(),
  load: z.string().nullable(),
  notes: z.string(),
});

/** What a played session's log holds, of a playlist or of a programme version (effort and pain 0-10, or null). */
const playedSession = {
  activeSeconds: z.number().int(),
  completedCount: z.number().int(),
  totalCount: z.number().int(),
  skippedItemIds: z.array(z.number().int()),
  effort: z.number().int().nullable(),
  pain: z.number().int().nullable(),
};

const auditDetails = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

export const recordExportSchema = z.object({
  format: z.literal(RECORD_EXPORT_FORMAT),
  version: z.literal(RECORD_EXPORT_VERSION),
  exportedAt: instant,
  practice: z.object({ name: z.string(), practitioner: z.string(), abn: z.string(), email: z.string() }),
  patient: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    createdAt: instant,
    updatedAt: instant,
    /** Records found to be the same person and merged into this one: their history is part of this record. */
    mergedRecords: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string(), mergedAt: instant.nullable() })),
  }),
  retention: z.object({
    /** The latest date anything was added to the record; the 7 years run from it. */
    lastActivityAt: instant,
    keepUntil: day.nullable(),
    /** The first instant the record may be deleted (core/patients/record-retention.ts). */
    deletableFrom: instant,
  }),
  appointments: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(["held", "awaiting_time", "confirmed", "cancelled", "expired"]),
      startAt: instant.nullable(),
      endAt: instant.nullable(),
      /** As given when booking. */
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      notes: z.string().nullable(),
      patientTimeZone: z.string().nullable(),
      schedulingProvider: z.string(),
      createdAt: instant,
      cancelledAt: instant.nullable(),
      consultationCompletedAt: instant.nullable(),
      depositCents: cents.nullable(),
      depositPaidAt: instant.nullable(),
      balanceCents: cents.nullable(),
      balancePaidAt: instant.nullable(),
      paymentProvider: z.string().nullable(),
      /** The provider's orders for this appointment: the deposit's and the balance's. */
      payments: z.array(
        z.object({
          id: z.uuid(),
          purpose: z.string(),
          provider: z.string(),
          providerOrderId: z.string().nullable(),
          captureId: z.string().nullable(),
          amountCents: cents,
          currency: z.string(),
          status: z.string(),
          createdAt: instant,
        }),
      ),
      refunds: z.array(
        z.object({
          id: z.uuid(),
          amountCents: cents,
          currency: z.string(),
          status: z.string(),
          providerRefundId: z.string().nullable(),
          createdAt: instant,
          completedAt: instant.nullable(),
        }),
      ),
      /** Receipts and credit notes, by the reference printed on them ("R-000042", "CN-000043"). */
      receipts: z.array(
        z.object({
          number: z.number().int(),
          reference: z.string(),
          kind: z.enum(["deposit", "balance", "refund"]),
          amountCents: cents,
          method: z.string(),
          issuedAt: instant,
          creditsReference: z.string().nullable(),
        }),
      ),
      /** When each member joined and left the consultation room; nothing of the call itself is kept. */
      roomVisits: z.array(z.object({ role: z.string(), joinedAt: instant, leftAt: instant.nullable() })),
    }),
  ),
  referrals: z.array(
    z.object({
      id: z.uuid(),
      createdAt: instant,
      handledAt: instant.nullable(),
      referrerName: z.string(),
      clinicName: z.string(),
      referrerEmail: z.string(),
      referrerPhone: z.string(),
      patientName: z.string(),
      patientEmail: z.string(),
      clinicalNotes: z.string(),
      document: z
        .object({
          filename: z.string(),
          contentType: z.string(),
          sizeBytes: z.number().int(),
          sha256: z.string(),
          /** The document itself. */
          base64: z.base64(),
        })
        .nullable(),
    }),
  ),
  contactMessages: z.array(
    z.object({
      id: z.uuid(),
      createdAt: instant,
      handledAt: instant.nullable(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
    }),
  ),
  intakes: z.array(
    z.object({
      id: z.uuid(),
      createdAt: instant,
      updatedAt: instant,
      submittedAt: instant.nullable(),
      consentVersion: z.string().nullable(),
      consentedAt: instant.nullable(),
      answers: content,
    }),
  ),
  clinicalNotes: z.array(
    z.object({
      id: z.uuid(),
      appointmentId: z.uuid().nullable(),
      createdAt: instant,
      updatedAt: instant,
      signedAt: instant.nullable(),
      content,
      addenda: z.array(z.object({ id: z.uuid(), createdAt: instant, content })),
    }),
  ),
  playlists: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      isPublic: z.boolean(),
      createdAt: instant,
      updatedAt: instant,
      items: z.array(exportedItem),
    }),
  ),
  /** Exercise sessions the patient played and logged of their own playlists. */
  sessionLogs: z.array(z.object({ playlistId: z.number().int(), endedAt: instant, ...playedSession })),
  /**
   * Programmes the practitioner prescribed (docs/decisions/0050): each saved version as prescribed, and the
   * sessions the patient played of them, their logs opened.
   */
  programmes: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      createdAt: instant,
      endedAt: instant.nullable(),
      versions: z.array(
        z.object({
          number: z.number().int(),
          phase: z.string(),
          daysPerWeek: z.number().int(),
          startsOn: day,
          reviewOn: day.nullable(),
          savedAt: instant,
          notifiedAt: instant.nullable(),
          items: z.array(exportedItem),
        }),
      ),
      sessions: z.array(z.object({ versionNumber: z.number().int(), endedAt: instant, ...playedSession })),
    }),
  ),
  /** Outcome questionnaires asked (docs/decisions/0052) and the answers given: per item id, the box's index. */
  questionnaires: z.array(
    z.object({
      id: z.uuid(),
      instrumentId: z.string(),
      timepoint: z.string(),
      dueOn: z.iso.date(),
      closesOn: z.iso.date().nullable(),
      createdAt: instant,
      notifiedAt: instant.nullable(),
      cancelledAt: instant.nullable(),
      response: z
        .object({
          id: z.uuid(),
          createdAt: instant,
          updatedAt: instant,
          submittedAt: instant.nullable(),
          answers: z.record(z.string(), z.number().int().nullable()),
        })
        .nullable(),
    }),
  ),
  /** Who read or changed the record, and when: ids and outcomes only. */
  auditEvents: z.array(
    z.object({
      at: instant,
      action: z.string(),
      actor: z.string(),
      appointmentId: z.uuid().nullable(),
      details: auditDetails,
    }),
  ),
});

export type RecordExport = z.infer<typeof recordExportSchema>;

export const recordExportFormats = ["json", "pdf"] as const;
export type RecordExportFormat = (typeof recordExportFormats)[number];

/** The export page (/admin/patients/:id/export): whose record, what it holds, how long it is kept. */
export interface RecordExportPage {
  patientId: string;
  name: string;
  email: string;
  /** Set when this record was merged into another: the page sends the practitioner to that one. */
  mergedIntoId: string | null;
  counts: {
    appointments: number;
    referrals: number;
    contactMessages: number;
    intakes: number;
    clinicalNotes: number;
    playlists: number;
    sessionLogs: number;
  };
  retention: RecordExport["retention"];
}

/** The export page's form: keep the record at least through a date (a child's 25th birthday), or clear it. */
export const keepUntilSchema = z.object({
  keepUntil: z.union([z.literal(""), z.iso.date("Enter a date, or leave it empty.")]),
});
export type KeepUntilPayload = z.infer<typeof keepUntilSchema>;
