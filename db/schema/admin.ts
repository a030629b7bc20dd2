import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The practitioner's signed-in sessions (docs/product/decisions.md, 10). The cookie carries a random id; only its
 * SHA-256 is stored, so a copy of the database signs nobody in. A session ends at `expires_at` (absolute
 * lifetime) or when it has been idle too long since `last_seen_at`; logout deletes the row.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    clientAddress: text("client_address"),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * What happened in the admin area and to money, for the practitioner to read back: sign-ins (success and
 * failure), status changes, charges, payment links. `details` holds ids and amounts, never a patient's
 * name, email, phone or notes (docs/product/decisions.md, 19).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** e.g. 'admin.login', 'admin.login_failed', 'appointment.completed', 'balance.charged'. */
    action: text("action").notNull(),
    /** 'admin', 'patient' or 'system'. */
    actor: text("actor").notNull(),
    clientAddress: text("client_address"),
    appointmentId: uuid("appointment_id"),
    /** The patient whose record was read or written: health information's every access (docs/decisions/0046). */
    patientId: uuid("patient_id"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_appointment_idx").on(t.appointmentId),
    index("audit_events_patient_idx").on(t.patientId, t.at),
  ],
);

/**
 * A page of this site where a patient pays an appointment's balance (docs/product/decisions.md, 5). The link
 * carries a random token; only its SHA-256 is stored. It works until it is used (the balance paid) or it
 * expires; one open link per appointment.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_links_token_uq").on(t.tokenHash),
    index("payment_links_appointment_idx").on(t.appointmentId),
    check("payment_links_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

export type AdminSessionRow = typeof adminSessions.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
