import { desc, eq, isNull } from "drizzle-orm";
import type { AdminContactMessage } from "#contracts/admin-inbox.ts";
import type { Database } from "#db/client.ts";
import { contactMessages, type ContactMessageRow } from "#db/schema/contact.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { NotFoundError } from "#server/errors.ts";

const notFound = () => new NotFoundError("This message does not exist.");

function viewOf(row: ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handledAt: row.handledAt?.toISOString() ?? null,
    patientId: row.patientId,
  };
}

/** Contact messages, newest first, for the admin's list. */
export async function listContactMessages(db: Database, limit = 200): Promise<AdminContactMessage[]> {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
  return rows.map(viewOf);
}

export async function readContactMessage(db: Database, id: string): Promise<AdminContactMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  return viewOf(row);
}

export async function markContactMessageHandled(db: Database, id: string, audit: { clientAddress: string }): Promise<AdminContactMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(contactMessages).set({ handledAt: new Date() }).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, { action: "message.handled", actor: "admin", clientAddress: audit.clientAddress, details: { messageId: id } });
    return viewOf(row);
  });
}

export async function countUnhandledContactMessages(db: Database): Promise<number> {
  return db.$count(contactMessages, isNull(contactMessages.handledAt));
}
