import { and, eq, gt } from "drizzle-orm";
import { lockUntilCommit } from "#db/transaction-lock.ts";
import type { ContactMessage } from "#contracts/contact.ts";
import { practice } from "#core/practice.ts";
import { contactMessages } from "#db/schema/contact.ts";
import type { AppServices } from "#server/context.ts";
import { enforceLimit, type Limit } from "#server/limits/enforce-limit.ts";
import { livePatientIdFor } from "#server/patients/patient-match.ts";
import { practiceContactMail, visitorAcknowledgementMail } from "./contact-mail.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";

/**
 * Per address and sender an hour: plenty for a person, few for a script. Counted by sender, so that a
 * clinic or a hospital behind one address is not locked out by its neighbours; the address as a whole has
 * the ceiling `contactAddressCeiling` (the API's, and the pages' writes, server/app.ts).
 */
export const contactSenderLimit: Limit = {
  name: "contact-sender",
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: `You have sent several messages in the last hour. Please wait a little before sending another, or email us at ${practice.email}.`,
};

/** A message sent again within this time, word for word, is the same message (a double click, a resend). */
const SAME_MESSAGE_MS = 10 * 60 * 1000;

/**
 * A contact message from the page or the API: the sender's limit, then the message and its two mails in
 * one transaction (nothing is lost, and mail only ever goes out about a saved message), then the mail.
 * The same message from the same address twice in a row is stored once. A filled-in honeypot is a robot:
 * it is told the message went through, and nothing is kept.
 */
export async function receiveContactMessage(services: AppServices, clientAddress: string, message: ContactMessage): Promise<void> {
  const { config, database, logger, mail } = services;
  // Robots count too: the limit comes before the honeypot.
  await enforceLimit(database.db, contactSenderLimit, { address: clientAddress, sender: message.email });
  if (message.website) {
    logger.info("contact message dropped: honeypot filled in");
    return;
  }
  const stored = await database.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `contact:${message.email.toLowerCase()}`);
    const [earlier] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.email, message.email),
          eq(contactMessages.subject, message.subject),
          eq(contactMessages.message, message.message),
          gt(contactMessages.createdAt, new Date(Date.now() - SAME_MESSAGE_MS)),
        ),
      )
      .limit(1);
    if (earlier) return { id: earlier.id, mailIds: [], repeated: true };
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        patientId: await livePatientIdFor(tx, message.email),
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message insert returned no row");
    const mailIds = [
      await enqueueMail(tx, practiceContactMail(message, config.mail.practiceMailbox)),
      await enqueueMail(tx, visitorAcknowledgementMail(message)),
    ];
    return { id: row.id, mailIds, repeated: false };
  });
  logger.info({ contactMessageId: stored.id, repeated: stored.repeated }, "contact message received");
  await mail.dispatch(stored.mailIds);
}
