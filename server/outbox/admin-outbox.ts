import { and, desc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import { canSendAgain, outboxState } from "#core/mail/outbox-state.ts";
import type { AdminOutboxMessage, AdminOutboxSummary } from "#contracts/admin-inbox.ts";
import type { Database } from "#db/client.ts";
import { mailOutbox, type MailOutboxRow } from "#db/schema/mail.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { defaultMailRetry, type MailService } from "#server/jobs/mail-service.ts";

const retryLimit = defaultMailRetry.limit;
const notFound = () => new NotFoundError("This message is not in the outbox.");

type SummaryRow = Pick<
  MailOutboxRow,
  "id" | "kind" | "status" | "toAddress" | "subject" | "createdAt" | "sentAt" | "attempts" | "lastError"
>;

function summaryOf(row: SummaryRow): AdminOutboxSummary {
  return {
    id: row.id,
    kind: row.kind,
    state: outboxState(row, retryLimit),
    to: row.toAddress,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
  };
}

/** The newest messages first, without their bodies. */
export async function listOutbox(db: Database, limit = 200): Promise<AdminOutboxSummary[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map(summaryOf);
}

/** One message with its plain-text body (the HTML is the same words in the practice's layout). */
export async function readOutboxMessage(db: Database, id: string): Promise<AdminOutboxMessage> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound();
  return {
    ...summaryOf(row),
    replyTo: row.replyTo,
    text: row.textBody,
    lastError: row.lastError,
    attachments: row.attachments.map((attachment) => attachment.filename),
  };
}

/** How many messages wait because no SMTP server is configured, and how many the retries gave up on. */
export async function countStuckMail(db: Database): Promise<{ held: number; givenUp: number }> {
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${mailOutbox.status} = 'held')`.mapWith(Number),
      givenUp: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} > ${retryLimit})`.mapWith(
        Number,
      ),
    })
    .from(mailOutbox)
    .where(
      or(
        eq(mailOutbox.status, "held"),
        and(eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.lastError), gt(mailOutbox.attempts, retryLimit)),
      ),
    );
  return { held: row?.held ?? 0, givenUp: row?.givenUp ?? 0 };
}

/**
 * 'Send again' for a held or given-up message, once an SMTP server is configured: the row goes back to
 * pending with a fresh count of attempts and is handed to the mail service's queue, so it is delivered
 * (and retried) exactly like new mail. The update is conditional, so two clicks queue it once.
 */
export async function sendOutboxMessageAgain(
  deps: { db: Database; mail: MailService; smtpConfigured: boolean },
  id: string,
  audit: { clientAddress: string },
): Promise<AdminOutboxSummary> {
  const { db, mail } = deps;
  if (!deps.smtpConfigured) {
    throw new ConflictError("No mail server is configured (SMTP_URL), so this message cannot be sent yet.");
  }
  const current = await readOutboxMessage(db, id);
  if (!canSendAgain(current.state)) throw new ConflictError("This message is not waiting to be sent again.");
  const requeued = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: "pending", attempts: 0, lastError: null, lockedUntil: null, lastAttemptAt: null })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["held", "pending"]), eq(mailOutbox.attempts, current.attempts)))
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      action: "mail.send_again",
      actor: "admin",
      clientAddress: audit.clientAddress,
      details: { mailId: id, kind: row.kind },
    });
    return row;
  });
  if (!requeued) throw new ConflictError("This message is already being sent.");
  await mail.dispatch([id]);
  return summaryOf(requeued);
}
