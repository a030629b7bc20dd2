import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { patients } from "./patients.ts";

/**
 * One outcome questionnaire asked of a patient (docs/decisions/0050): an instrument of core/outcomes at a
 * time point of the schedule relative to surgery ('pre-op', '6w', '3m', '6m', '9m', '12m'), or one the
 * practitioner asked for ('requested', any number of them). `due_on`/`closes_on` are Melbourne dates;
 * `notified_at` is when the patient was mailed; `cancelled_at` withdraws it (a changed surgery date).
 */
export const questionnaireRequests = pgTable(
  "questionnaire_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    instrumentId: text("instrument_id").notNull(),
    timepoint: text("timepoint").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    closesOn: date("closes_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("questionnaire_requests_patient_idx").on(t.patientId, t.dueOn),
    uniqueIndex("questionnaire_requests_scheduled_uq")
      .on(t.patientId, t.instrumentId, t.timepoint)
      .where(sql`${t.timepoint} <> 'requested' and ${t.cancelledAt} is null`),
    check("questionnaire_requests_timepoint_known", sql`${t.timepoint} in ('pre-op', '6w', '3m', '6m', '9m', '12m', 'requested')`),
  ],
);

/**
 * The patient's answers to one request, saved as they go (resumable) and then submitted. Health
 * information: the answers are sealed as `questionnaire-answers` bound to the row's id; scores are not
 * stored but computed from them by core/outcomes/scoring.ts wherever they are shown.
 */
export const questionnaireResponses = pgTable(
  "questionnaire_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => questionnaireRequests.id, { onDelete: "cascade" }),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    answersSealed: text("answers_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("questionnaire_responses_request_uq").on(t.requestId),
    index("questionnaire_responses_patient_idx").on(t.patientId, t.submittedAt),
  ],
);

/**
 * The patient's consent to a progress report going to one clinician (usually the referring surgeon), as the
 * practitioner recorded it; a report is sent only under a consent not withdrawn. Names and emails here are
 * the recipient's, not the patient's.
 */
export const reportConsents = pgTable(
  "report_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    /** How the patient gave it ('in consultation', 'in writing', 'in My care'). */
    givenBy: text("given_by").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [index("report_consents_patient_idx").on(t.patientId, t.recordedAt)],
);

export type QuestionnaireRequestRow = typeof questionnaireRequests.$inferSelect;
export type QuestionnaireResponseRow = typeof questionnaireResponses.$inferSelect;
export type ReportConsentRow = typeof reportConsents.$inferSelect;
