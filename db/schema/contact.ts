import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { patients } from "./patients.ts";

/** Messages sent through the contact form, stored before any mail about them goes out (docs/product/decisions.md, 12). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the practitioner marked it handled in the admin; null while it is new to her. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The patient whose email wrote it, when there is one (docs/decisions/0046). */
    patientId: uuid("patient_id").references(() => patients.id, { onDelete: "set null" }),
  },
  (t) => [index("contact_messages_patient_idx").on(t.patientId)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
