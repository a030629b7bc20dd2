import { redactContactDetails } from "#core/redact-contact-details.ts";
import type { Database } from "#db/client.ts";
import type { MailOutboxRow } from "#db/schema/mail.ts";
import { claimMail, markMailFailed, markMailHeld, markMailSent } from "./outbox.ts";
import type { AttachmentLoaders, MailTransport, TransportMessage } from "./outgoing-mail.ts";

/** The slice of pino the mail code logs through. */
export interface MailLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface DeliveryDeps {
  db: Database;
  /** Null when SMTP_URL is unset: messages are marked held and logged instead of sent. */
  transport: MailTransport | null;
  from: string;
  attachmentLoaders: AttachmentLoaders;
  logger: MailLogger;
  /** How long one attempt may hold its claim on the row (longer than the transport's timeout). */
  leaseSeconds?: number;
}

export type DeliveryOutcome = "sent" | "held" | "skipped";

/** An attempt failed; the row is kept pending and the job runner retries with back-off. */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

async function toTransportMessage(row: MailOutboxRow, from: string, loaders: AttachmentLoaders): Promise<TransportMessage> {
  const attachments = [];
  for (const attachment of row.attachments) {
    const { ref } = attachment;
    let content: Uint8Array;
    if ("base64" in ref) {
      content = Buffer.from(ref.base64, "base64");
    } else {
      const load = loaders[ref.type];
      if (!load) throw new MailDeliveryError(`No attachment loader for "${ref.type}"`);
      content = await load({ type: ref.type, id: ref.id });
    }
    attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content });
  }
  return {
    from,
    to: row.toAddress,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments,
  };
}

/**
 * One delivery attempt of one outbox message: claim it, resolve its attachments, hand it to the transport,
 * record the outcome. Throws MailDeliveryError when the attempt failed (the row stays pending with the
 * reason); "skipped" when there was nothing to do (already sent, held, or claimed by another worker).
 */
export async function deliverMail(id: string, deps: DeliveryDeps): Promise<DeliveryOutcome> {
  const { db, transport, logger } = deps;
  const row = await claimMail(db, id, deps.leaseSeconds ?? 120);
  if (!row) return "skipped";
  const fields = { mailId: row.id, kind: row.kind, attempt: row.attempts };

  if (!transport) {
    await markMailHeld(db, row, "Not sent: no mail transport configured (SMTP_URL is unset)");
    // Ids only: the recipient and the subject name the patient (docs/product/decisions.md, 19); the admin reads them.
    logger.info(fields, "mail kept in the outbox, not sent: SMTP_URL is unset");
    return "held";
  }

  try {
    const message = await toTransportMessage(row, deps.from, deps.attachmentLoaders);
    const { messageId } = await transport.send(message);
    await markMailSent(db, row.id, messageId);
    logger.info({ ...fields, messageId }, "mail sent");
    return "sent";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await markMailFailed(db, row, reason);
    // An SMTP refusal often quotes the recipient: the outbox keeps the reason whole, the log without it.
    logger.warn({ ...fields, reason: redactContactDetails(reason) }, "mail delivery failed; it stays in the outbox and will be retried");
    throw new MailDeliveryError(reason, { cause: error });
  }
}
