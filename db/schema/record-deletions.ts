import { date, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The note Victoria's Health Records Act asks for when a record is deleted at the end of its retention
 * (Health Privacy Principle 4.3): whose it was, the period it covered and when it was deleted. Nothing else
 * of the record stays (docs/decisions/0049); the audit log's 'record.deleted' names the patient by id.
 */
export const recordDeletions = pgTable("record_deletions", {
  /** The deleted record's id, as the audit log names it; no row refers to it any more. */
  patientId: uuid("patient_id").primaryKey(),
  name: text("name").notNull(),
  /** The Melbourne dates of the record's first and last entries. */
  coveredFrom: date("covered_from", { mode: "string" }).notNull(),
  coveredTo: date("covered_to", { mode: "string" }).notNull(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RecordDeletionRow = typeof recordDeletions.$inferSelect;
