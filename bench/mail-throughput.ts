import { loadavg } from "node:os";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "#db/client.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { createSmtpTransport } from "#integrations/mail/smtp-transport.ts";
import { practiceContactMail, visitorAcknowledgementMail } from "#server/contact/contact-mail.ts";
import { startJobQueue, stopJobQueue } from "#server/jobs/job-queue.ts";
import { createMailService } from "#server/jobs/mail-service.ts";

/**
 * Mail delivery's pace (goal: at least 600 mails a minute) and order (docs/decisions/0043), in process: the
 * outbox on an embedded PGlite database, pg-boss's queue, the mail worker, nodemailer's pool and an SMTP
 * server on loopback (smtp-server) that accepts everything. A burst of contact messages (two mails each: the
 * practice's copy and the acknowledgement) is written and dispatched as the contact form does, then a few
 * booking confirmations behind the whole backlog. Prints mails per minute from the first dispatch to the
 * last mail received, and where each confirmation came in the order of arrival and how long it waited.
 * Exits 1 below the goal.
 *
 *   node bench/mail-throughput.ts [--contacts 200] [--confirmations 5] [--connections 5]
 */
const { values } = parseArgs({
  options: {
    contacts: { type: "string", default: "200" },
    confirmations: { type: "string", default: "5" },
    connections: { type: "string", default: "5" },
  },
});
const contacts = Number(values.contacts);
const confirmations = Number(values.confirmations);
const connections = Number(values.connections);
const GOAL_PER_MINUTE = 600;
const total = contacts * 2 + confirmations;

/** Subjects in the order the SMTP server accepted them, with when. */
const arrivals: { subject: string; at: number }[] = [];
let allArrived: () => void = () => undefined;
const done = new Promise<void>((resolve) => (allArrived = resolve));
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString("utf8");
    });
    stream.on("end", () => {
      arrivals.push({ subject: /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? "", at: performance.now() });
      if (arrivals.length === total) allArrived();
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;

const logger = pino({ level: "silent" });
const database = await openDatabase({ inMemory: true });
await database.migrate();
const boss = await startJobQueue(database, logger);
const mail = createMailService({
  db: database.db,
  transport: createSmtpTransport({ url: smtpUrl, maxConnections: connections }),
  from: "ACL Telehealth Physio <hello@acltelehealthphysio.com.au>",
  logger,
  sweepIntervalSeconds: 3600,
});
await mail.start(boss);

const started = performance.now();
for (let i = 0; i < contacts; i += 1) {
  const message = {
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    subject: `Question ${i}`,
    message: "About my knee after surgery.",
  };
  const ids = await database.db.transaction(async (tx) => [
    await enqueueMail(tx, practiceContactMail(message, "hello@acltelehealthphysio.com.au")),
    await enqueueMail(tx, visitorAcknowledgementMail(message)),
  ]);
  await mail.dispatch(ids);
}
const confirmationsQueuedAt = new Map<string, number>();
for (let i = 0; i < confirmations; i += 1) {
  const subject = `Booking confirmed ${i}`;
  const id = await enqueueMail(database.db, {
    kind: "booking-confirmation",
    to: `patient${i}@example.com`,
    subject,
    ...renderMail({ preheader: "Your consultation", heading: "Booking confirmed", paragraphs: ["See you soon."] }),
  });
  confirmationsQueuedAt.set(subject, performance.now());
  await mail.dispatch([id]);
}
const queuedMs = performance.now() - started;
await done;
const elapsedMs = arrivals.at(-1)!.at - started;
const perMinute = (total / elapsedMs) * 60_000;

console.log(
  `mail throughput: ${total} mails (${contacts * 2} from ${contacts} contact messages, then ${confirmations} confirmations), ` +
    `${connections} SMTP connections, load average ${loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `  written and dispatched in ${(queuedMs / 1000).toFixed(1)} s; all received ${(elapsedMs / 1000).toFixed(1)} s after the first dispatch`,
);
console.log(`  ${Math.round(perMinute)} mails per minute (goal ${GOAL_PER_MINUTE})`);
for (const [subject, queuedAt] of confirmationsQueuedAt) {
  const position = arrivals.findIndex((arrival) => arrival.subject === subject);
  const arrival = arrivals[position]!;
  console.log(
    `  ${subject}: queued behind ${total - confirmations - arrivals.filter((a) => a.at < queuedAt).length} waiting mails, ` +
      `received ${position + 1} of ${total}, ${Math.round(arrival.at - queuedAt)} ms after its dispatch`,
  );
}

await mail.stop();
await stopJobQueue(boss);
await database.close();
await new Promise<void>((resolve) => sink.close(() => resolve()));
process.exit(perMinute >= GOAL_PER_MINUTE ? 0 : 1);
