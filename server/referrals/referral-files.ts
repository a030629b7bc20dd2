import { createHash } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { referralFiles } from "#db/schema/referrals.ts";
import type { AttachmentLoader, AttachmentLoaders } from "#integrations/mail/outgoing-mail.ts";
import { createEncryptedFileStore } from "#integrations/storage/encrypted-file-store.ts";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import type { FileStore } from "#integrations/storage/file-store.ts";
import type { Config } from "#server/config.ts";

/** The outbox attachment reference type of a referral document: `{ type: "referral-file", id }`. */
export const REFERRAL_FILE_REF = "referral-file";

/** Referral documents, encrypted, under DATA_DIR (never under the build folder the web server serves). */
export function createReferralFileStore(config: Config): FileStore {
  return createEncryptedFileStore({
    directory: path.join(config.dataDir, "referral-files"),
    key: resolveFileKey(config.referralFileKey, config.dataDir),
  });
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The plaintext of a referral document, checked against the hash taken when it was received. */
export async function readReferralFile(db: Database, files: FileStore, fileId: string): Promise<Uint8Array> {
  const [row] = await db.select().from(referralFiles).where(eq(referralFiles.id, fileId));
  if (!row) throw new Error(`Referral file ${fileId} does not exist`);
  const bytes = await files.get(row.storageKey);
  if (sha256Hex(bytes) !== row.sha256) throw new Error(`Referral file ${fileId} does not match its recorded hash`);
  return bytes;
}

/** What the mail worker calls to attach a referral document when it sends the practice's copy. */
export function referralFileLoader(db: Database, files: FileStore): AttachmentLoader {
  return (ref) => readReferralFile(db, files, ref.id);
}

/** The referral attachment kinds the outbox may reference, read at send time (receipts bring their own: server/services.ts). */
export function referralAttachmentLoaders(db: Database, files: FileStore): AttachmentLoaders {
  return { [REFERRAL_FILE_REF]: referralFileLoader(db, files) };
}
