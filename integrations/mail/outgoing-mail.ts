import type { MailKind } from "#core/mail/mail-kinds.ts";
import type { AttachmentRef, StoredAttachment } from "#db/schema/mail.ts";

export type { AttachmentRef, StoredAttachment };

/**
 * One message as a feature hands it to the outbox. `html` and `text` normally come from `renderMail()`
 * (layout.ts), so every message carries the practice identity in both forms.
 */
export interface OutgoingMail {
  /** One recipient address. Send one mail per recipient so each can be retried on its own. */
  to: string;
  /** Where a reply goes, e.g. the visitor who filled in the contact form. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly StoredAttachment[];
  /** What the message is (core/mail/mail-kinds.ts): its place in the delivery queue, logs and the admin view. */
  kind: MailKind;
}

/** Bytes of a referenced attachment, looked up when the message is sent. */
export type AttachmentLoader = (ref: { type: string; id: string }) => Promise<Uint8Array>;

/** Loaders by ref type, e.g. `{ "referral-file": loadReferralFile }`; "inline" needs none. */
export type AttachmentLoaders = Readonly<Record<string, AttachmentLoader>>;

/** A message ready for the wire: attachments resolved to bytes. */
export interface TransportMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Uint8Array }[];
}

/** The one thing the product does with a mail provider (architecture guide: "Mail: send"). */
export interface MailTransport {
  readonly name: string;
  /** Messages it can carry at once. */
  readonly maxConnections: number;
  /** Resolves with the Message-ID once the server accepted the message; rejects on any refusal. */
  send(message: TransportMessage): Promise<{ messageId: string }>;
  close(): void;
}
