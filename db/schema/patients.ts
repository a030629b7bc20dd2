import { sql } from "drizzle-orm";
import { type AnyPgColumn, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * One person the practice cares for, across bookings, referrals and messages (docs/decisions/0046). Found
 * again by `email_key` (core/patients/email-key.ts); one live record per key. A record merged into another
 * stays, pointing at the one that absorbed it, so the history of the merge is kept.
 */
export const patients = pgTable(
  "patients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** As the patient last gave it; `email_key` is what matching compares. */
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    phone: text("phone"),
    mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => patients.id),
    mergedAt: timestamp("merged_at", { withTimezone: true }),
    /**
     * Kept at least through this Melbourne date whatever the 7-year rule says: a child's 25th birthday, set by
     * the practitioner (core/patients/record-retention.ts, docs/decisions/0049).
     */
    keepUntil: date("keep_until", { mode: "string" }),
    /** When the patient turned off the weekly exercise reminder (docs/decisions/0051); null: they get it. */
    exerciseRemindersOptedOutAt: timestamp("exercise_reminders_opted_out_at", { withTimezone: true }),
    /** When the practitioner stopped the questionnaire schedule (docs/decisions/0052); null: it runs. */
    questionnairesStoppedAt: timestamp("questionnaires_stopped_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("patients_live_email_key_uq")
      .on(t.emailKey)
      .where(sql`${t.mergedIntoId} IS NULL`),
    index("patients_merged_into_idx").on(t.mergedIntoId),
  ],
);

/** A merge, for the record's history: which record went into which, when, and what moved. */
export const patientMerges = pgTable("patient_merges", {
  id: uuid("id").primaryKey().defaultRandom(),
  fromPatientId: uuid("from_patient_id")
    .notNull()
    .references(() => patients.id, { onDelete: "cascade" }),
  intoPatientId: uuid("into_patient_id")
    .notNull()
    .references(() => patients.id, { onDelete: "cascade" }),
  mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
  /** Counts of what moved (appointments, referrals, messages, notes); ids only. */
  details: jsonb("details").$type<Record<string, number>>(),
});

/**
 * A patient's signed-in session (the email link's): a random id in an httpOnly cookie, only its SHA-256 kept,
 * like the admin's. Signing out everywhere deletes every row of the patient.
 */
export const patientSessions = pgTable(
  "patient_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("patient_sessions_patient_idx").on(t.patientId), index("patient_sessions_expires_idx").on(t.expiresAt)],
);

/** A single-use sign-in link: only its token's SHA-256 is kept; used once, before `expires_at`. */
export const patientSignInLinks = pgTable(
  "patient_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("patient_sign_in_links_patient_idx").on(t.patientId)],
);

export type PatientRow = typeof patients.$inferSelect;
