import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import { createSmtpTransport } from "#integrations/mail/smtp-transport.ts";
import { adminCounts } from "#server/admin/admin-counts.ts";
import { ConflictError } from "#server/errors.ts";
import { createMailService, type MailService } from "#server/jobs/mail-service.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { listOutbox, readOutboxMessage, sendOutboxMessageAgain } from "./admin-outbox.ts";

/** The outbox's states, a body readable by the admin, 'Send again' through the mail service. */

let database: DatabaseHandle;
let sink: SmtpSink;
let mail: MailService;
const audit = { clientAddress: "203.0.113.7" };
const ids: Record<"held" | "givenUp" | "retrying" | "sent", string> = { held: "", givenUp: "", retrying: "", sent: "" };

/** Each message a second after the one before, so "newest first" has one answer (two in one millisecond tie). */
let written = 0;
async function write(subject: string, state: Partial<typeof mailOutbox.$inferInsert>): Promise<string> {
  const { db } = database;
  const id = await enqueueMail(db, {
    kind: "contact-practice",
    to: "patient@example.com",
    subject,
    text: `Body of ${subject}`,
    html: `<p>${subject}</p>`,
  });
  written += 1;
  await db
    .update(mailOutbox)
    .set({ createdAt: new Date(Date.now() - 60_000 + written * 1000), ...state })
    .where(eq(mailOutbox.id, id));
  return id;
}

/** Not started: `dispatch` queues nothing, and `deliverDue` delivers in this process. */
const sendAgain = (id: string, smtpConfigured = true) => sendOutboxMessageAgain({ db: database.db, mail, smtpConfigured }, id, audit);

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  mail = createMailService({
    db: database.db,
    transport: createSmtpTransport({ url: sink.url, timeoutSeconds: 5 }),
    from: "ACL Telehealth Physio <hello@acltelehealthphysio.com.au>",
    logger: pino({ level: "silent" }),
  });
  ids.sent = await write("Already sent", { status: "sent", sentAt: new Date(), attempts: 1 });
  ids.retrying = await write("Failing for now", {
    attempts: 2,
    lastError: "451 Mailbox temporarily unavailable",
    lastAttemptAt: new Date(),
  });
  ids.givenUp = await write("Given up on", { attempts: 11, lastError: "451 Mailbox temporarily unavailable", lastAttemptAt: new Date() });
  ids.held = await write("Held while there was no SMTP", {
    status: "held",
    attempts: 1,
    lastError: "Not sent: no mail transport configured",
  });
});
afterAll(async () => {
  await mail.stop();
  await sink.close();
  await database.close();
});

describe("the outbox in the admin", () => {
  it("lists every message with its state, recipient and subject, newest first, and counts the stuck ones", async () => {
    expect((await listOutbox(database.db)).map((m) => [m.subject, m.state, m.to])).toEqual([
      ["Held while there was no SMTP", "held", "patient@example.com"],
      ["Given up on", "given-up", "patient@example.com"],
      ["Failing for now", "retrying", "patient@example.com"],
      ["Already sent", "sent", "patient@example.com"],
    ]);
    expect(await adminCounts(database.db)).toMatchObject({ heldMail: 1, givenUpMail: 1 });
  });

  it("shows a message's body and why it failed", async () => {
    expect(await readOutboxMessage(database.db, ids.givenUp)).toMatchObject({
      text: "Body of Given up on",
      lastError: "451 Mailbox temporarily unavailable",
      state: "given-up",
    });
  });

  it("refuses 'Send again' without a mail server, saying what to do, and the message stays held", async () => {
    await expect(sendAgain(ids.held, false)).rejects.toThrow(ConflictError);
    await expect(sendAgain(ids.held, false)).rejects.toThrow(/SMTP_URL/);
    expect((await readOutboxMessage(database.db, ids.held)).state).toBe("held");
  });

  it("sends held and given-up mail again through the mail service exactly once, however often it is clicked", async () => {
    await expect(sendAgain(ids.retrying)).rejects.toThrow(ConflictError);
    await expect(sendAgain(ids.sent)).rejects.toThrow(ConflictError);
    for (const id of [ids.held, ids.givenUp]) {
      expect((await sendAgain(id)).state).toBe("queued");
      await expect(sendAgain(id)).rejects.toThrow(ConflictError);
    }

    await mail.deliverDue();
    await mail.deliverDue();
    for (const subject of ["Held while there was no SMTP", "Given up on"]) {
      expect(
        sink.received.filter((received) => received.subject === subject),
        subject,
      ).toHaveLength(1);
    }
    expect((await readOutboxMessage(database.db, ids.held)).state).toBe("sent");
    await expect(sendAgain(ids.held)).rejects.toThrow(ConflictError);
    expect(await adminCounts(database.db)).toMatchObject({ heldMail: 0, givenUpMail: 0 });
  });
});
