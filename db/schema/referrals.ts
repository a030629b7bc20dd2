import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { patients } from "./patients.ts";

/**
 * Referrals from healthcare providers (docs/product/spec.md, "Referral page", docs/product/decisions.md, 12 and 13). The referral, its
 * document's record and the referrer's network opt-in are written in one transaction, before any mail.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerName: text("referrer_name").notNull(),
    clinicName: text("clinic_name").notNull(),
    referrerEmail: text("referrer_email").notNull(),
    referrerPhone: text("referrer_phone").notNull(),
    patientName: text("patient_name").notNull(),
    patientEmail: text("patient_email").notNull(),
    /**
     * Health information: shown to the practice only, never put in the referrer's acknowledgement. Stored
     * encrypted (server/referrals/referral-notes.ts); never plaintext once the server has started.
     */
    clinicalNotes: text("clinical_notes").notNull().default(""),
    joinNetwork: boolean("join_network").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the practitioner marked it handled in the admin; null while it is new to her. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The referred patient's record: matched by email when it exists, or linked by the practitioner (docs/decisions/0046). */
    patientId: uuid("patient_id").references(() => patients.id, { onDelete: "set null" }),
  },
  (t) => [index("referrals_patient_idx").on(t.patientId)],
);

/**
 * The one document a referral may carry. Its bytes are NOT here: they are encrypted in the file store
 * (integrations/storage) under `storageKey`, outside anything the web server serves.
 */
export const referralFiles = pgTable(
  "referral_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referralId: uuid("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    /** The type found in the content (PDF, JPEG, PNG, DOC or DOCX), not the one the browser declared. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** SHA-256 of the plaintext: proves the file read back is the file received. */
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("referral_files_referral_idx").on(t.referralId),
    uniqueIndex("referral_files_storage_key_idx").on(t.storageKey),
    check("referral_files_size", sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 5242880`),
  ],
);

/**
 * Clinicians who asked, with the referral form's checkbox, to receive educational material. One row per
 * address (stored in lower case); a later referral from the same address keeps the first consent.
 */
export const networkMembers = pgTable(
  "network_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    organisation: text("organisation").notNull(),
    /** Where the consent was given, e.g. "referral-form". */
    source: text("source").notNull(),
    /** The referral whose form carried the consent. */
    referralId: uuid("referral_id").references(() => referrals.id, { onDelete: "set null" }),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("network_members_email_idx").on(t.email)],
);

export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralFileRow = typeof referralFiles.$inferSelect;
export type NetworkMemberRow = typeof networkMembers.$inferSelect;
