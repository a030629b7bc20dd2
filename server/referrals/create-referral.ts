import { randomUUID } from "node:crypto";
import { documentContentTypes } from "#core/document-type.ts";
import type { Referral } from "#contracts/referral.ts";
import type { Database } from "#db/client.ts";
import { networkMembers, referralFiles, referrals } from "#db/schema/referrals.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import type { FileStore } from "#integrations/storage/file-store.ts";
import { practiceReferralMail, referrerAcknowledgementMail, type StoredDocument } from "./referral-mail.ts";
import { sha256Hex } from "./referral-files.ts";
import { readReferralDocument } from "./referral-document.ts";
import type { ReferralNotesCipher } from "./referral-notes.ts";

export interface CreateReferralDeps {
  db: Database;
  files: FileStore;
  notes: ReferralNotesCipher;
  practiceMailbox: string;
}

export interface CreatedReferral {
  referralId: string;
  /** Outbox messages to dispatch once committed. */
  mailIds: string[];
}

/** A name safe to store and to put in a mail header: no folders, no control characters. */
export function safeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean === "" ? "document" : clean;
}

/**
 * Stores a validated referral (product decision 12): the document is encrypted to the file store first, then the
 * referral, the document's record, the network opt-in and both mails are written in ONE transaction. If the
 * transaction fails, the stored document is deleted again, so nothing is left half-written. The clinical
 * notes are stored encrypted, bound to the referral's id; the practice's mail takes them from the form.
 */
export async function createReferral(deps: CreateReferralDeps, referral: Referral): Promise<CreatedReferral> {
  const { db, files } = deps;
  let document: { bytes: Uint8Array; filename: string; contentType: string; sha256: string } | null = null;
  if (referral.attachment) {
    const content = await readReferralDocument(referral.attachment);
    // `referralRequestSchema` has already refused anything else; this guards a caller that skipped it.
    if (!content) throw new Error("createReferral needs a validated referral");
    const { bytes, kind } = content;
    document = {
      bytes,
      filename: safeFilename(referral.attachment.filename),
      // The type found in the content, whatever the browser declared.
      contentType: documentContentTypes[kind][0] ?? referral.attachment.contentType,
      sha256: sha256Hex(bytes),
    };
  }

  const storageKey = document ? await files.put(document.bytes) : null;
  try {
    const id = randomUUID();
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(referrals)
        .values({
          id,
          referrerName: referral.referrerName,
          clinicName: referral.clinicName,
          referrerEmail: referral.email,
          referrerPhone: referral.phone,
          patientName: referral.patientName,
          patientEmail: referral.patientEmail,
          clinicalNotes: deps.notes.seal(id, referral.notes),
          joinNetwork: referral.joinNetwork,
        })
        .returning({ id: referrals.id });
      if (!row) throw new Error("The referral insert returned no row");

      let stored: StoredDocument | null = null;
      if (document && storageKey) {
        const [file] = await tx
          .insert(referralFiles)
          .values({
            referralId: row.id,
            filename: document.filename,
            contentType: document.contentType,
            sizeBytes: document.bytes.length,
            sha256: document.sha256,
            storageKey,
          })
          .returning({ id: referralFiles.id });
        if (!file) throw new Error("The referral file insert returned no row");
        stored = { id: file.id, filename: document.filename, contentType: document.contentType, sizeBytes: document.bytes.length };
      }

      if (referral.joinNetwork) {
        await tx
          .insert(networkMembers)
          .values({
            email: referral.email.toLowerCase(),
            name: referral.referrerName,
            organisation: referral.clinicName,
            source: "referral-form",
            referralId: row.id,
          })
          .onConflictDoNothing({ target: networkMembers.email });
      }

      const mailIds = [
        await enqueueMail(tx, practiceReferralMail(referral, stored, deps.practiceMailbox)),
        await enqueueMail(tx, referrerAcknowledgementMail(referral, stored !== null)),
      ];
      return { referralId: row.id, mailIds };
    });
  } catch (error) {
    if (storageKey) await files.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
