import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { appointments } from "./appointments.ts";
import { patients } from "./patients.ts";

/**
 * The intake and telehealth consent. Health information: the answers are sealed (server/health/health-cipher.ts),
 * bound to the row's id so that a sealed value moved to another row fails to open. Saved as the patient goes
 * (`submitted_at` null), then submitted; the consent's text version and time are kept as given.
 */
export const patientIntakes = pgTable(
  "patient_intakes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    answersSealed: text("answers_sealed").notNull(),
    consentVersion: text("consent_version"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    // Every window of the questionnaire schedule from this submitted intake has closed, so the daily round no
    // longer opens it (docs/decisions/0052). A submitted intake never changes: a changed one is a new row, unset.
    questionnaireScheduleOver: boolean("questionnaire_schedule_over").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("patient_intakes_patient_idx").on(t.patientId, t.updatedAt)],
);

/**
 * The practitioner's clinical note of one consultation (SOAP), sealed like the intake. A draft changes as
 * she writes; once `signed_at` is set the database refuses any change to its content (a trigger in the
 * migration), and what follows is an addendum.
 */
export const clinicalNotes = pgTable(
  "clinical_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    contentSealed: text("content_sealed").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("clinical_notes_patient_idx").on(t.patientId, t.createdAt),
    uniqueIndex("clinical_notes_appointment_uq").on(t.appointmentId),
  ],
);

/** A dated addition to a signed note; never changed once written. Sealed, bound to its own id. */
export const clinicalNoteAddenda = pgTable(
  "clinical_note_addenda",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noteId: uuid("note_id")
      .notNull()
      .references(() => clinicalNotes.id, { onDelete: "cascade" }),
    contentSealed: text("content_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clinical_note_addenda_note_idx").on(t.noteId, t.createdAt)],
);

export type PatientIntakeRow = typeof patientIntakes.$inferSelect;
export type ClinicalNoteRow = typeof clinicalNotes.$inferSelect;
