import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ReceiptKind } from "#core/receipts/receipt-content.ts";
import { appointments } from "./appointments.ts";

/**
 * Every receipt and credit note the practice has issued, one row per payment or refund,
 * written in the transaction that records the money. The PDF is rendered from this row and the appointment
 * whenever it is mailed or downloaded, so no document bytes are stored.
 *
 * `number` is an identity column: PostgreSQL's sequence hands each issue its own number, never reused, and
 * concurrent payments never wait on one another for it. A payment whose transaction rolls back leaves a gap
 * (a sequence is not transactional); receipts and credit notes share the one series.
 */
export const receipts = pgTable(
  "receipts",
  {
    number: integer("number").primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id),
    kind: text("kind").$type<ReceiptKind>().notNull(),
    /** What this document records, in cents: the payment taken, or for a credit note the amount refunded. */
    amountCents: integer("amount_cents").notNull(),
    /** The payment provider that moved the money: 'paypal' or 'test'. */
    method: text("method").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** A credit note's receipt: the payment it refunds. */
    creditsReceiptNumber: integer("credits_receipt_number"),
  },
  (t) => [
    foreignKey({ columns: [t.creditsReceiptNumber], foreignColumns: [t.number], name: "receipts_credits_fk" }),
    check("receipts_kind_known", sql`${t.kind} IN ('deposit', 'balance', 'refund')`),
    check("receipts_amount_positive", sql`${t.amountCents} > 0`),
    check("receipts_credit_note_credits", sql`(${t.kind} = 'refund') = (${t.creditsReceiptNumber} IS NOT NULL)`),
    // One deposit and one balance receipt per appointment, one credit note per receipt: a retried payment
    // path cannot issue a second document for the same money.
    uniqueIndex("receipts_one_payment_uq")
      .on(t.appointmentId, t.kind)
      .where(sql`${t.kind} <> 'refund'`),
    uniqueIndex("receipts_one_credit_note_uq").on(t.creditsReceiptNumber),
    index("receipts_appointment_idx").on(t.appointmentId),
  ],
);

export type ReceiptRow = typeof receipts.$inferSelect;
