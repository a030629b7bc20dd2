import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { documentContentTypes } from "#core/document-type.ts";
import { practice } from "#core/practice.ts";
import { referralMessages, type Referral } from "#contracts/referral.ts";
import { lockUntilCommit, type Transaction } from "#db/transaction-lock.ts";
import { networkMembers, referralFiles, referrals } from "#db/schema/referrals.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import type { AppServices } from "#server/context.ts";
import { InvalidInputError } from "#server/errors.ts";
import { enforceLimit, type Limit } from "#server/limits/enforce-limit.ts";
import { livePatientIdFor } from "#server/patients/patient-match.ts";
import { practiceReferralMail, referrerAcknowledgementMail, type StoredDocument } from "./referral-mail.ts";
import { sha256Hex } from "./referral-files.ts";
import { readReferralDocument } from "./referral-document.ts";
import type { ReferralNotesCipher } from "./referral-notes.ts";

/**
 * Per address and referrer an hour: a busy clinician's day, few for a script. Counted by referrer, so
 * that a hospital's staff behind one address are not locked out by each other; the address as a whole has
 * the ceilings of the API route and of the pages' writes (server/pages/page-writes.ts).
 */
export const referrerLimit: Limit = {
  name: "referrals-referrer",
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: `You have sent many referrals in the last hour. Please wait a little before sending another, or call us on ${practice.phoneDisplay} or email ${practice.email}.`,
};

/** The same referral sent again within this time is the same referral (a double click, a resend). */
const SAME_REFERRAL_MS = 10 * 60 * 1000;

/** A name safe to store and to put in a mail header: no folders, no control characters. */
export function safeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean === "" ? "document" : clean;
}

/**
 * A referral from the page or the API (docs/product/spec.md §3): the referrer's limit, the document's
 * content checked against what was declared, then stored and mailed. The document is encrypted to the file
 * store first; the referral, its document's record, the network opt-in and both mails are written in ONE
 * transaction, and the stored document is deleted again if it fails. The same referral twice within
 * minutes is stored once. Returns the referral's id.
 */
export async function receiveReferral(services: AppServices, clientAddress: string, referral: Referral): Promise<string> {
  const { config, database, logger, mail, referralFiles: files, referralNotes } = services;
  await enforceLimit(database.db, referrerLimit, { address: clientAddress, sender: referral.email });
  const document = referral.attachment ? await storedDocumentOf(referral.attachment) : null;
  const storageKey = document ? await files.put(document.bytes) : null;
  let stored: { id: string; mailIds: string[]; repeated: boolean };
  try {
    stored = await database.db.transaction(async (tx) => {
      // Two copies of one referral arriving together wait for each other here, so the second sees the first.
      await lockUntilCommit(tx, `referral:${referral.email.toLowerCase()}`);
      const earlier = await sameReferral(tx, referralNotes, referral, document?.sha256 ?? null);
      if (earlier) return { id: earlier, mailIds: [], repeated: true };
      return {
        ...(await insertReferral(
          tx,
          referralNotes,
          referral,
          document && storageKey ? { ...document, storageKey } : null,
          config.mail.practiceMailbox,
        )),
        repeated: false,
      };
    });
  } catch (error) {
    if (storageKey) await files.delete(storageKey).catch(() => undefined);
    throw error;
  }
  if (stored.repeated && storageKey) await files.delete(storageKey).catch(() => undefined);
  logger.info({ referralId: stored.id, withDocument: document !== null, repeated: stored.repeated }, "referral received");
  await mail.dispatch(stored.mailIds);
  return stored.id;
}

interface Document {
  bytes: Uint8Array;
  filename: string;
  contentType: string;
  sha256: string;
}

/** The attachment's bytes, refused with the schema's words when its content is not what it declares. */
async function storedDocumentOf(attachment: NonNullable<Referral["attachment"]>): Promise<Document> {
  const content = await readReferralDocument(attachment);
  if (!content) throw new InvalidInputError(referralMessages.fileType, { attachment: referralMessages.fileType });
  return {
    bytes: content.bytes,
    filename: safeFilename(attachment.filename),
    // The type found in the content, whatever the browser declared.
    contentType: documentContentTypes[content.kind][0] ?? attachment.contentType,
    sha256: sha256Hex(content.bytes),
  };
}

/** The id of the same referral from the same referrer a moment ago (notes and document alike), if any. */
async function sameReferral(
  tx: Transaction,
  notes: ReferralNotesCipher,
  referral: Referral,
  sha256: string | null,
): Promise<string | null> {
  const candidates = await tx
    .select({ id: referrals.id, notes: referrals.clinicalNotes, sha256: referralFiles.sha256 })
    .from(referrals)
    .leftJoin(referralFiles, eq(referralFiles.referralId, referrals.id))
    .where(
      and(
        eq(referrals.referrerEmail, referral.email),
        eq(referrals.patientEmail, referral.patientEmail),
        eq(referrals.patientName, referral.patientName),
        gt(referrals.createdAt, new Date(Date.now() - SAME_REFERRAL_MS)),
      ),
    );
  // The notes are sealed, so they are compared once opened.
  return candidates.find((row) => row.sha256 === sha256 && notes.open(row.id, row.notes) === referral.notes)?.id ?? null;
}

async function insertReferral(
  tx: Transaction,
  notes: ReferralNotesCipher,
  referral: Referral,
  document: (Document & { storageKey: string }) | null,
  practiceMailbox: string,
): Promise<{ id: string; mailIds: string[] }> {
  const id = randomUUID();
  await tx.insert(referrals).values({
    id,
    referrerName: referral.referrerName,
    clinicName: referral.clinicName,
    referrerEmail: referral.email,
    referrerPhone: referral.phone,
    patientName: referral.patientName,
    patientEmail: referral.patientEmail,
    clinicalNotes: notes.seal(id, referral.notes),
    joinNetwork: referral.joinNetwork,
    patientId: await livePatientIdFor(tx, referral.patientEmail),
  });

  let stored: StoredDocument | null = null;
  if (document) {
    const [file] = await tx
      .insert(referralFiles)
      .values({
        referralId: id,
        filename: document.filename,
        contentType: document.contentType,
        sizeBytes: document.bytes.length,
        sha256: document.sha256,
        storageKey: document.storageKey,
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
        referralId: id,
      })
      .onConflictDoNothing({ target: networkMembers.email });
  }

  const mailIds = [
    await enqueueMail(tx, practiceReferralMail(referral, stored, practiceMailbox)),
    await enqueueMail(tx, referrerAcknowledgementMail(referral, stored !== null)),
  ];
  return { id, mailIds };
}
