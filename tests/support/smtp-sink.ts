import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One MIME part, decoded: leaves have `content`; multiparts have `parts`. */
export interface MimePart {
  headers: Map<string, string>;
  contentType: string;
  content: Buffer;
  parts: MimePart[];
}

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  /** While true, every message is refused with a temporary failure (451), as a server in trouble does. */
  refuse: boolean;
  /** How many messages were refused. */
  readonly refusals: number;
  /** Resolves once `count` messages arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replaceAll("_", " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .replace(/\?=\s+=\?/g, "");
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function param(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}\\*?="?([^";]+)"?`, "i").exec(header ?? "");
  return match?.[1];
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
    default:
      return Buffer.from(body, "utf8");
  }
}

/** A small MIME reader for the messages nodemailer writes (mailparser is not installable here). */
export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = parseHeaders(headerBlock);
  const contentType = (headers.get("content-type") ?? "text/plain").split(";")[0]!.trim().toLowerCase();
  if (contentType.startsWith("multipart/")) {
    const boundary = param(headers.get("content-type"), "boundary");
    if (!boundary) throw new Error("multipart without boundary");
    const sections = body.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith("--"))
      .map((section) => parseMime(section.replace(/^\r?\n/, "").replace(/\r?\n$/, "")));
    return { headers, contentType, content: Buffer.alloc(0), parts };
  }
  return { headers, contentType, content: decodeBody(body, headers.get("content-transfer-encoding")), parts: [] };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export function readMail(raw: string, envelopeFrom = "", envelopeTo: string[] = []): ReceivedMail {
  const root = parseMime(raw);
  const all = leaves(root);
  const isAttachment = (p: MimePart) => /attachment/i.test(p.headers.get("content-disposition") ?? "");
  const bodyOf = (type: string) => all.find((p) => p.contentType === type && !isAttachment(p))?.content.toString("utf8") ?? "";
  return {
    envelopeFrom,
    envelopeTo,
    raw,
    headers: root.headers,
    subject: root.headers.get("subject") ?? "",
    text: bodyOf("text/plain"),
    html: bodyOf("text/html"),
    attachments: all.filter(isAttachment).map((p) => ({
      filename: param(p.headers.get("content-disposition"), "filename") ?? param(p.headers.get("content-type"), "name") ?? "",
      contentType: p.contentType,
      content: p.content,
    })),
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of mail delivery. `onReceive` sees
 * each accepted message as it arrives (the end-to-end mailbox writes them to files).
 */
export async function startSmtpSink(port = 0, onReceive?: (mail: ReceivedMail) => void): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  let refusals = 0;
  const state = { refuse: false };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refuse) {
          refusals += 1;
          const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const mail = readMail(
          raw,
          envelopeFrom,
          session.envelope.rcptTo.map((r) => r.address),
        );
        received.push(mail);
        onReceive?.(mail);
        for (const waiter of [...waiters]) {
          if (received.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(received.slice());
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const boundPort = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    get refusals() {
      return refusals;
    },
    waitFor(count, timeoutMs = 15_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${count} mails, got ${received.length}`)), timeoutMs);
        waiters.push({
          count,
          resolve: (mails) => {
            clearTimeout(timer);
            resolve(mails);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
