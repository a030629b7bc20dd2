import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The refund of a cancelled appointment's deposit: at most one per appointment (the unique index),
 * so a double click, a retry, concurrent cancels or the provider's refund webhook can never make a second one.
 * Written in the cancellation's transaction as 'pending'; the provider is called after the commit by whoever
 * claims the row (`claimed_until`), with `request_id` as PayPal-Request-Id so that a repeated call is the same
 * refund at the provider; 'completed' once the provider (or its webhook) says so.
 */
export const depositRefunds = pgTable(
  "deposit_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id").notNull(),
    provider: text("provider").notNull(),
    captureId: text("capture_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    requestId: text("request_id").notNull(),
    /** 'pending' until the provider confirms, then 'completed'. */
    status: text("status").$type<"pending" | "completed">().notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    attempts: integer("attempts").notNull().default(0),
    /** The provider's last refusal, for the practice (never personal data). */
    lastError: text("last_error"),
    /** A caller is asking the provider until then; no one else may meanwhile. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("deposit_refunds_appointment_uq").on(t.appointmentId),
    uniqueIndex("deposit_refunds_request_uq").on(t.requestId),
    check("deposit_refunds_status_known", sql`${t.status} IN ('pending', 'completed')`),
    check("deposit_refunds_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

export type DepositRefundRow = typeof depositRefunds.$inferSelect;
