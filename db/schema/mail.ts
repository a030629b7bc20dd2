import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Where an attachment's bytes come from when the mail is sent. Small content (an .ics invite) is stored
 * inline; anything else is a reference resolved at send time by the loader registered for its `type`
 * (e.g. `{ type: "referral-file", id }`, decrypted from the referral store), so the outbox never holds a
 * second copy of health information.
 */
export type AttachmentRef = { type: "inline"; base64: string } | { type: string; id: string };

export interface StoredAttachment {
  filename: string;
  contentType: string;
  ref: AttachmentRef;
}

/**
 * pending: waiting for delivery (new, or a failed attempt to be retried);
 * sent: accepted by the SMTP server;
 * held: not sent because no mail transport is configured (SMTP_URL unset), kept for the admin to see.
 */
export const mailStatuses = ["pending", "sent", "held"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * The mail outbox (docs/product/decisions.md, 12): every message is written here first, often in the same transaction as the
 * record it is about, and delivered afterwards by the mail worker. A failed send only updates the row.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is, e.g. "contact-practice", "referral-ack": for logs and the admin view. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attachments: jsonb("attachments").$type<StoredAttachment[]>().notNull().default([]),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** A worker's claim on the row while it talks to the SMTP server; a crashed worker's claim lapses. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The Message-ID the transport gave the message, to find it in the mail server's logs. */
    messageId: text("message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_status_created_idx").on(t.status, t.createdAt),
    check("mail_outbox_sent_has_time", sql`${t.status} <> 'sent' OR ${t.sentAt} IS NOT NULL`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
