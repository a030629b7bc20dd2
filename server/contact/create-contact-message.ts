import type { ContactMessage } from "#contracts/contact.ts";
import type { Database } from "#db/client.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import { practiceContactMail, visitorAcknowledgementMail } from "./contact-mail.ts";

export interface CreatedContactMessage {
  id: string;
  /** Outbox messages to dispatch once committed. */
  mailIds: string[];
}

/**
 * Stores the message and its two mails in one transaction (product decision 12): the message is never lost, and
 * mail is only ever sent about a message that was saved.
 */
export async function createContactMessage(db: Database, message: ContactMessage, practiceMailbox: string): Promise<CreatedContactMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: message.name, email: message.email, subject: message.subject, message: message.message })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message insert returned no row");
    const mailIds = [
      await enqueueMail(tx, practiceContactMail(message, practiceMailbox)),
      await enqueueMail(tx, visitorAcknowledgementMail(message)),
    ];
    return { id: row.id, mailIds };
  });
}
