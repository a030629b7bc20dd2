import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { patients } from "./patients.ts";
import { playlists } from "./playlists.ts";

/**
 * A programme the practitioner prescribes to one patient (docs/decisions/0050). Its exercises live in
 * playlists owned by the programme (`owner_kind` 'programme', `owner_id` this id), so the playlist editor and
 * the player serve it unchanged: `draft_playlist_id` is the one she edits; saving copies it into a version.
 * `ended_at` set: the programme is stopped and no longer offered or reminded.
 */
export const programmes = pgTable(
  "programmes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    draftPlaylistId: integer("draft_playlist_id").references(() => playlists.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("programmes_patient_idx").on(t.patientId, t.createdAt)],
);

/**
 * One saved version of a programme (a progression): never changed once saved, the newest by `number` is
 * the one the patient plays. Its own playlist holds the exercises and the dosage as prescribed that day.
 * Dates are Melbourne calendar dates. `notified_at`: when the patient was mailed that it is ready.
 */
export const programmeVersions = pgTable(
  "programme_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programmeId: uuid("programme_id")
      .notNull()
      .references(() => programmes.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    playlistId: integer("playlist_id")
      .notNull()
      .references(() => playlists.id, { onDelete: "restrict" }),
    phase: text("phase").notNull(),
    daysPerWeek: integer("days_per_week").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    reviewOn: date("review_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("programme_versions_number_uq").on(t.programmeId, t.number),
    uniqueIndex("programme_versions_playlist_uq").on(t.playlistId),
    check("programme_versions_number_positive", sql`${t.number} > 0`),
    check("programme_versions_days_per_week_range", sql`${t.daysPerWeek} between 1 and 7`),
    check("programme_versions_review_after_start", sql`${t.reviewOn} is null or ${t.reviewOn} >= ${t.startsOn}`),
  ],
);

/**
 * A session the patient played of a programme version. Health information: only when it ended is kept in
 * the clear (adherence counts sessions per week); what was done, skipped and felt (pain, effort) is sealed
 * as `programme-session` bound to the row's id (server/health/health-cipher.ts).
 */
export const programmeSessions = pgTable(
  "programme_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => programmeVersions.id, { onDelete: "cascade" }),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    logSealed: text("log_sealed").notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("programme_sessions_version_idx").on(t.versionId, t.endedAt),
    index("programme_sessions_patient_idx").on(t.patientId, t.endedAt),
  ],
);

/**
 * The weekly exercise reminder, sent at most once per patient and Melbourne week (`week_of`, its Monday),
 * whichever instance's job gets there first.
 */
export const exerciseReminders = pgTable(
  "exercise_reminders",
  {
    id: serial("id").primaryKey(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    weekOf: date("week_of", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("exercise_reminders_week_uq").on(t.patientId, t.weekOf)],
);

export type ProgrammeRow = typeof programmes.$inferSelect;
export type ProgrammeVersionRow = typeof programmeVersions.$inferSelect;
export type ProgrammeSessionRow = typeof programmeSessions.$inferSelect;
