import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { transactionalMailKinds } from "#core/mail/mail-kinds.ts";
import { toSingleLine } from "#core/text/text-rules.ts";
import type { Database } from "#db/client.ts";
import { mailOutbox, type MailOutboxRow } from "#db/schema/mail.ts";
import type { OutgoingMail } from "./outgoing-mail.ts";

/**
 * Writes one message to the outbox and returns its id. Pass the transaction handle of the record the mail
 * is about (`db.transaction(async (tx) => { ...; await enqueueMail(tx, mail) })`) so both are committed
 * together or not at all. Nothing is sent here: after the commit, hand the ids to
 * `services.mail.dispatch(ids)` for prompt delivery; the worker's periodic sweep also finds any pending
 * row, so a lost dispatch only delays the mail. The subject is kept on one line here, for every message
 * (written from names and subjects, it would end its header at a line break; docs/decisions/0040), and
 * without the spaces at its ends, which a header does not keep.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  if (!row) throw new Error("The mail outbox did not return the new row");
  return row.id;
}

/**
 * `enqueueMail`, only when `condition` holds (SQL, read in the same statement): one INSERT ... SELECT ... WHERE
 * whether it writes the message or not, for an answer whose time must not tell which (docs/decisions/0047: a
 * sign-in link for an email that may not be a patient's). Answers the new message's id, or null.
 */
export async function enqueueMailWhere(db: Database, mail: OutgoingMail, condition: SQL): Promise<string | null> {
  const row = outboxRow(mail);
  const keys = Object.keys(row) as (keyof typeof row)[];
  const value = (key: keyof typeof row) => {
    const column = mailOutbox[key];
    const param = key === "attachments" ? JSON.stringify(row.attachments) : row[key];
    return sql`${param}::${sql.raw(column.getSQLType())}`;
  };
  const result = (await db.execute(sql`
    insert into ${mailOutbox} (${sql.join(
      keys.map((key) => sql.identifier(mailOutbox[key].name)),
      sql`, `,
    )})
    select ${sql.join(keys.map(value), sql`, `)}
    where ${condition}
    returning ${sql.identifier(mailOutbox.id.name)}
  `)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}

/** The outbox row of a message: what enqueueMail and enqueueMailWhere write. */
function outboxRow(mail: OutgoingMail) {
  return {
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: toSingleLine(mail.subject).trim(),
    textBody: mail.text,
    htmlBody: mail.html,
    attachments: [...(mail.attachments ?? [])],
  } satisfies typeof mailOutbox.$inferInsert;
}

/**
 * Claims a pending message for one delivery attempt: counts the attempt and locks the row for
 * `leaseSeconds` without holding a transaction open while the SMTP server is talked to. Null when the
 * message was sent meanwhile, is held, or another worker holds a live claim. One UPDATE with its condition:
 * of two workers (two processes) claiming at once, the database lets one through and the other finds the
 * claim. The returned row's `attempts` identifies this claim: the failure and held marks below only apply
 * while it is still the row's, so a worker whose lease lapsed cannot clear a later worker's claim.
 */
export async function claimMail(db: Database, id: string, leaseSeconds: number): Promise<MailOutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, "pending"),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markMailSent(db: Database, id: string, messageId: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, messageId, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** The claim of one attempt: the row and the attempt that claimed it. */
export type MailClaim = Pick<MailOutboxRow, "id" | "attempts">;

const stillClaimed = (claim: MailClaim) =>
  and(eq(mailOutbox.id, claim.id), eq(mailOutbox.attempts, claim.attempts), eq(mailOutbox.status, "pending"));

/** The attempt failed: the row stays pending, with the reason, for the next attempt. */
export async function markMailFailed(db: Database, claim: MailClaim, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: reason.slice(0, 2000), lockedUntil: null })
    .where(stillClaimed(claim));
}

/** No transport is configured: the message is kept, marked not sent, and not retried by itself. */
export async function markMailHeld(db: Database, claim: MailClaim, reason: string): Promise<void> {
  await db.update(mailOutbox).set({ status: "held", lastError: reason, lockedUntil: null }).where(stillClaimed(claim));
}

/** A message to queue, and what it is (its kind gives its place in the queue, core/mail/mail-kinds.ts). */
export type QueuedMail = Pick<MailOutboxRow, "id" | "kind">;

/** The kinds of these messages. */
export async function mailToQueue(db: Database, ids: readonly string[]): Promise<QueuedMail[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [...new Set(ids)]));
}

/**
 * Pending messages the sweep should (re)queue: never attempted, or last attempted more than
 * `retryAfterSeconds` ago and not claimed. Transactional mail first, then oldest first: after a crash with
 * a backlog, a confirmation is queued again before the contact form's acknowledgements.
 */
export async function findDueMail(db: Database, retryAfterSeconds: number, limit = 100): Promise<QueuedMail[]> {
  return db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        or(isNull(mailOutbox.lastAttemptAt), lt(mailOutbox.lastAttemptAt, sql`now() - make_interval(secs => ${retryAfterSeconds})`)),
      ),
    )
    .orderBy(sql`case when ${inArray(mailOutbox.kind, transactionalMailKinds)} then 0 else 1 end`, asc(mailOutbox.createdAt))
    .limit(limit);
}

/**
 * Retention (docs/product/decisions.md, 19): a message sent before `sentBefore` keeps the record that it was sent
 * (kind, recipient, subject, when) and loses its body and attachments, which carry the patient's details.
 * Held and pending mail is never cleared: it has not reached anyone yet. Returns how many were cleared.
 */
export async function clearSentMailBodies(db: Database, sentBefore: Date): Promise<number> {
  const cleared = await db
    .update(mailOutbox)
    .set({ textBody: "", htmlBody: "", attachments: [] })
    .where(
      and(
        eq(mailOutbox.status, "sent"),
        lt(mailOutbox.sentAt, sentBefore),
        or(sql`${mailOutbox.textBody} <> ''`, sql`${mailOutbox.htmlBody} <> ''`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return cleared.length;
}
