import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent through the contact form, stored before any mail about them goes out (docs/product/decisions.md, 12). */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the practitioner marked it handled in the admin; null while it is new to her. */
  handledAt: timestamp("handled_at", { withTimezone: true }),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
