import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Practice settings the admin may edit at run time (scheduler hours, notice, horizon...). Each key holds
 * one JSON document validated by the zod schema of the module that owns the key.
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
