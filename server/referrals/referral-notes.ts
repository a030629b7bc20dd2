import { eq, not, like } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { referrals } from "#db/schema/referrals.ts";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import { seal, unseal } from "#integrations/storage/sealed-box.ts";
import type { Config } from "#server/config.ts";

/**
 * Referral clinical notes are health information: stored encrypted, with the referral documents' key and
 * cipher, as `aes-gcm:v1:` + base64. The referral's id is bound to the value, so notes
 * copied onto another referral fail to open. They are written from the submitted form, which is also where
 * the practice's referral mail takes them; reading them back is for the practice alone (`open`).
 */
export const SEALED_NOTES_PREFIX = "aes-gcm:v1:";

export interface ReferralNotesCipher {
  seal(referralId: string, notes: string): string;
  open(referralId: string, stored: string): string;
}

const boundTo = (referralId: string) => Buffer.from(`referral-notes:${referralId}`, "latin1");

export function createReferralNotesCipher(key: Buffer): ReferralNotesCipher {
  return {
    seal: (referralId, notes) => SEALED_NOTES_PREFIX + seal(key, Buffer.from(notes, "utf8"), boundTo(referralId)).toString("base64"),
    open(referralId, stored) {
      if (!stored.startsWith(SEALED_NOTES_PREFIX)) throw new Error(`Referral ${referralId}'s notes are not sealed`);
      return unseal(key, Buffer.from(stored.slice(SEALED_NOTES_PREFIX.length), "base64"), boundTo(referralId)).toString("utf8");
    },
  };
}

/** The cipher on the referral documents' key (REFERRAL_FILE_KEY, or the one generated in DATA_DIR). */
export function referralNotesCipherFor(config: Config): ReferralNotesCipher {
  return createReferralNotesCipher(resolveFileKey(config.referralFileKey, config.dataDir));
}

/**
 * Notes written before they were encrypted are sealed in place, at start. Idempotent: a sealed value is
 * never sealed again. Answers how many rows it sealed.
 */
export async function sealPlaintextNotes(db: Database, cipher: ReferralNotesCipher): Promise<number> {
  const plain = await db
    .select({ id: referrals.id, notes: referrals.clinicalNotes })
    .from(referrals)
    .where(not(like(referrals.clinicalNotes, `${SEALED_NOTES_PREFIX}%`)));
  for (const row of plain) {
    await db
      .update(referrals)
      .set({ clinicalNotes: cipher.seal(row.id, row.notes) })
      .where(eq(referrals.id, row.id));
  }
  return plain.length;
}
