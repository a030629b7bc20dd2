import nodemailer from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import type { MailTransport, TransportMessage } from "./outgoing-mail.ts";

export interface SmtpTransportOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465 (TLS from the start). */
  url: string;
  /** Seconds to wait for the server before the attempt counts as failed (and is retried later). */
  timeoutSeconds?: number;
  /** Connections kept open to the server, each carrying one message at a time (SMTP_MAX_CONNECTIONS). */
  maxConnections?: number;
}

/**
 * nodemailer passes a well-formed encoded word (=?utf-8?B?...?=) in a subject through as it is, and a mail
 * program decodes it: a subject that holds one, typed by a visitor, is encoded whole, so it reads back as
 * written (docs/decisions/0040). nodemailer encodes every other subject as needed.
 */
export function subjectHeader(subject: string): string {
  return subject.includes("=?") ? encodeWord(subject, "B", 52) : subject;
}

/**
 * Sends over SMTP with nodemailer, on a pool of connections kept open between messages (a connection, its
 * TLS and its login once for many messages). A refusal (4xx/5xx reply, closed connection, timeout) rejects.
 */
export function createSmtpTransport({ url, timeoutSeconds = 30, maxConnections = 5 }: SmtpTransportOptions): MailTransport {
  const timeout = timeoutSeconds * 1000;
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: "smtp",
    maxConnections,
    async send(message: TransportMessage) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: subjectHeader(message.subject),
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
