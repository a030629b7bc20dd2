import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * The one cipher of what the site keeps encrypted at rest (referral documents and referral clinical notes):
 * AES-256-GCM with a fresh 12-byte IV, sealed as `iv (12) | auth tag (16) | ciphertext`. The associated data
 * binds a sealed value to where it belongs, so one moved to another's place fails to open.
 */
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
export const SEAL_OVERHEAD = IV_LENGTH + TAG_LENGTH;

export class SealError extends Error {
  override name = "SealError";
}

export function seal(key: Buffer, plaintext: Uint8Array, associatedData: Buffer): Buffer {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_LENGTH });
  cipher.setAAD(associatedData);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext; a SealError for a wrong key, altered bytes or other associated data. */
export function unseal(key: Buffer, sealed: Uint8Array, associatedData: Buffer): Buffer {
  if (sealed.length < SEAL_OVERHEAD) throw new SealError("Sealed value too short");
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_LENGTH), { authTagLength: TAG_LENGTH });
  decipher.setAAD(associatedData);
  decipher.setAuthTag(bytes.subarray(IV_LENGTH, SEAL_OVERHEAD));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(SEAL_OVERHEAD)), decipher.final()]);
  } catch {
    throw new SealError("Sealed value could not be opened (wrong key or altered value)");
  }
}
