import { eq } from "drizzle-orm";
import pino from "pino";
import type { PgBoss } from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailPriority } from "#core/mail/mail-kinds.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { clearSentMailBodies, enqueueMail } from "#integrations/mail/outbox.ts";
import type { OutgoingMail } from "#integrations/mail/outgoing-mail.ts";
import { createSmtpTransport } from "#integrations/mail/smtp-transport.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { startJobQueue, stopJobQueue } from "./job-queue.ts";
import { createMailService, MAIL_QUEUE, type MailService } from "./mail-service.ts";

const logger = pino({ level: "silent" });
const fast = { limit: 5, delaySeconds: 1, maxDelaySeconds: 2 };

let database: DatabaseHandle;
let boss: PgBoss;
let sink: SmtpSink;
let service: MailService | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  boss = await startJobQueue(database, logger);
  sink = await startSmtpSink();
}, 60_000);

afterEach(async () => {
  await service?.stop();
  service = undefined;
  for (const other of others.splice(0)) await other.stop();
  sink.refuse = false;
  sink.received.length = 0;
});

afterAll(async () => {
  await stopJobQueue(boss);
  await sink.close();
  await database.close();
});

async function startService(
  options: { smtp?: boolean; sweepIntervalSeconds?: number; maxConnections?: number; on?: PgBoss } = {},
): Promise<MailService> {
  const started = createMailService({
    db: database.db,
    transport:
      options.smtp === false ? null : createSmtpTransport({ url: sink.url, timeoutSeconds: 5, maxConnections: options.maxConnections }),
    from: "ACL Telehealth Physio <hello@acltelehealthphysio.com.au>",
    logger,
    retry: fast,
    pollingIntervalSeconds: 0.5,
    sweepIntervalSeconds: options.sweepIntervalSeconds ?? 3600,
    attachmentLoaders: {
      "test-file": async (ref) => new TextEncoder().encode(`loaded ${ref.id}`),
    },
  });
  await started.start(options.on ?? boss);
  if (options.on) others.push(started);
  else service = started;
  return started;
}

/** Services on another pg-boss instance (another process), stopped after each test. */
const others: MailService[] = [];

function message(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    kind: "booking-confirmation",
    to: "patient@example.com",
    subject: "Your consultation",
    ...renderMail({
      preheader: "Details inside",
      heading: "See you soon",
      paragraphs: ["Thank you for booking <with us>."],
      details: [{ label: "When", value: "Monday 10:00 am" }],
    }),
    ...overrides,
  };
}

async function row(id: string) {
  const [found] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("mail delivery through pg-boss to a real SMTP server", () => {
  it("sends a committed message with its recipients, reply-to, both bodies and attachments", async () => {
    const mail = await startService();
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const id = await database.db.transaction((tx) =>
      enqueueMail(
        tx,
        message({
          replyTo: "visitor@example.com",
          attachments: [
            { filename: "invite.ics", contentType: "text/calendar", ref: { type: "inline", base64: Buffer.from(ics).toString("base64") } },
            { filename: "letter.pdf", contentType: "application/pdf", ref: { type: "test-file", id: "42" } },
          ],
        }),
      ),
    );
    await mail.dispatch([id]);

    const [received] = await sink.waitFor(1);
    expect(received?.envelopeTo).toEqual(["patient@example.com"]);
    expect(received?.envelopeFrom).toBe("hello@acltelehealthphysio.com.au");
    expect(received?.headers.get("from")).toContain("ACL Telehealth Physio");
    expect(received?.headers.get("reply-to")).toBe("visitor@example.com");
    expect(received?.subject).toBe("Your consultation");
    expect(received?.text).toContain("Thank you for booking <with us>.");
    expect(received?.text).toContain("When: Monday 10:00 am");
    expect(received?.text).toContain("AHPRA registration");
    expect(received?.html).toContain("Thank you for booking &lt;with us&gt;.");
    expect(received?.html).toContain("ABN 12 345 678 901");
    expect(received?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ["invite.ics", "text/calendar", ics],
      ["letter.pdf", "application/pdf", "loaded 42"],
    ]);

    await until(async () => (await row(id)).status === "sent");
    const sent = await row(id);
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.messageId).toMatch(/@/);
  }, 30_000);

  it("keeps a refused message pending with the reason and retries it until the server accepts", async () => {
    const mail = await startService();
    sink.refuse = true;
    const id = await enqueueMail(database.db, message({ subject: "Retry me" }));
    await mail.dispatch([id]);

    await until(async () => sink.refusals >= 1 && (await row(id)).lastError !== null);
    const failed = await row(id);
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toMatch(/451/);
    expect(sink.received).toHaveLength(0);

    sink.refuse = false;
    const [received] = await sink.waitFor(1, 20_000);
    expect(received?.subject).toBe("Retry me");
    await until(async () => (await row(id)).status === "sent");
    const sent = await row(id);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
  }, 40_000);

  it("never queues one message twice: a second dispatch of the same id sends nothing more", async () => {
    const mail = await startService();
    const id = await enqueueMail(database.db, message({ subject: "Once only" }));
    await mail.dispatch([id, id]);
    await mail.dispatch([id]);
    await sink.waitFor(1);
    await until(async () => (await row(id)).status === "sent");
    await mail.dispatch([id]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received.filter((m) => m.subject === "Once only")).toHaveLength(1);
  }, 30_000);

  it("finds pending mail nobody dispatched with the sweep", async () => {
    const id = await enqueueMail(database.db, message({ subject: "Found by the sweep" }));
    await startService({ sweepIntervalSeconds: 1 });
    const [received] = await sink.waitFor(1);
    expect(received?.subject).toBe("Found by the sweep");
    await until(async () => (await row(id)).status === "sent");
  }, 30_000);

  it("without SMTP keeps the message in the outbox, marked held (not sent)", async () => {
    const mail = await startService({ smtp: false });
    const id = await enqueueMail(database.db, message({ subject: "No transport" }));
    await mail.dispatch([id]);
    await until(async () => (await row(id)).status === "held");
    const held = await row(id);
    expect(held.sentAt).toBeNull();
    expect(held.lastError).toMatch(/SMTP_URL/);
    expect(sink.received).toHaveLength(0);
  }, 30_000);

  it("writes nothing when the caller's transaction rolls back", async () => {
    const before = await database.db.select().from(mailOutbox);
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, message({ subject: "Rolled back" }));
        throw new Error("the record could not be saved");
      }),
    ).rejects.toThrow("the record could not be saved");
    const after = await database.db.select().from(mailOutbox);
    expect(after).toHaveLength(before.length);
  });

  it("delivers due mail in process with deliverDue (no queue), reporting failures", async () => {
    const mail = createMailService({
      db: database.db,
      transport: createSmtpTransport({ url: sink.url, timeoutSeconds: 5 }),
      from: "hello@acltelehealthphysio.com.au",
      logger,
    });
    const id = await enqueueMail(database.db, message({ subject: "Direct" }));
    sink.refuse = true;
    expect(await mail.deliverDue()).toContain("failed");
    expect((await row(id)).status).toBe("pending");
    sink.refuse = false;
    expect(await mail.deliverDue()).toContain("sent");
    expect((await row(id)).status).toBe("sent");
  }, 30_000);
});

describe("the order and the pace of delivery", () => {
  it("queues each message with its kind's priority: what a patient waits for first", async () => {
    const mail = await startService();
    const acknowledgement = await enqueueMail(database.db, message({ kind: "contact-acknowledgement", subject: "Thanks" }));
    const reminder = await enqueueMail(database.db, message({ kind: "booking-reminder", subject: "Tomorrow" }));
    await mail.dispatch([acknowledgement, reminder]);
    const priorityOf = async (id: string) => (await boss.findJobs(MAIL_QUEUE, { key: id })).map((job) => job.priority);
    const [low, high] = [mailPriority("contact-acknowledgement"), mailPriority("booking-reminder")];
    expect(high).toBeGreaterThan(low);
    expect(await priorityOf(acknowledgement)).toEqual([low]);
    expect(await priorityOf(reminder)).toEqual([high]);
    await sink.waitFor(2);
  }, 30_000);

  it("sends a confirmation before a backlog of contact acknowledgements written ahead of it", async () => {
    for (let i = 0; i < 40; i += 1) {
      await enqueueMail(database.db, message({ kind: "contact-acknowledgement", to: `visitor-${i}@example.com`, subject: `Backlog ${i}` }));
    }
    await enqueueMail(database.db, message({ kind: "booking-confirmation", subject: "Your confirmation" }));
    // The sweep at start queues all 41 at once; two connections take eight jobs a fetch, highest priority first.
    await startService({ sweepIntervalSeconds: 3600, maxConnections: 2 });
    const received = await sink.waitFor(41, 30_000);
    const order = received.map((mail) => mail.subject);
    expect(order.indexOf("Your confirmation")).toBeLessThan(8);
    expect(order.filter((subject) => subject.startsWith("Backlog "))).toHaveLength(40);
  }, 60_000);

  it("never sends a message twice with two processes working the queue, each sending several at once", async () => {
    const second = await startJobQueue(database, logger);
    try {
      const first = await startService({ maxConnections: 3 });
      const other = await startService({ maxConnections: 3, on: second });
      const ids: string[] = [];
      for (let i = 0; i < 60; i += 1) ids.push(await enqueueMail(database.db, message({ subject: `Twice? ${i}` })));
      // Both processes queue every message, as a repeated dispatch and the sweep would.
      await Promise.all([first.dispatch(ids), other.dispatch(ids)]);
      await sink.waitFor(60, 60_000);
      await until(async () => (await Promise.all(ids.map(row))).every((sent) => sent.status === "sent"), 30_000);
      // Time for a second copy to arrive, were one on its way.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const subjects = sink.received.map((mail) => mail.subject).filter((subject) => subject.startsWith("Twice? "));
      expect(subjects).toHaveLength(60);
      expect(new Set(subjects).size).toBe(60);
      for (const id of ids) expect((await row(id)).attempts).toBe(1);
    } finally {
      for (const other of others.splice(0)) await other.stop();
      await stopJobQueue(second);
    }
  }, 120_000);
});

describe("retention of sent mail", () => {
  it("clears the body and attachments of mail sent longer ago than the retention, keeping the record", async () => {
    const old = await enqueueMail(
      database.db,
      message({
        subject: "Sent long ago",
        attachments: [{ filename: "a.txt", contentType: "text/plain", ref: { type: "test-file", id: "a" } }],
      }),
    );
    const recent = await enqueueMail(database.db, message({ subject: "Sent yesterday" }));
    const held = await enqueueMail(database.db, message({ subject: "Never sent" }));
    const day = 24 * 60 * 60_000;
    await database.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(Date.now() - 31 * day) })
      .where(eq(mailOutbox.id, old));
    await database.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(Date.now() - day) })
      .where(eq(mailOutbox.id, recent));
    await database.db.update(mailOutbox).set({ status: "held" }).where(eq(mailOutbox.id, held));

    expect(await clearSentMailBodies(database.db, new Date(Date.now() - 30 * day))).toBe(1);
    const rows = new Map((await database.db.select().from(mailOutbox)).map((row) => [row.id, row]));
    expect(rows.get(old)).toMatchObject({ subject: "Sent long ago", status: "sent", textBody: "", htmlBody: "", attachments: [] });
    expect(rows.get(old)!.toAddress).toBe(rows.get(recent)!.toAddress);
    expect(rows.get(recent)!.textBody).not.toBe("");
    expect(rows.get(held)!.textBody).not.toBe("");
    // A second round has nothing left to clear.
    expect(await clearSentMailBodies(database.db, new Date(Date.now() - 30 * day))).toBe(0);
  });
});
