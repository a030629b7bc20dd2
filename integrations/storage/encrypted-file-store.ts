import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { FileStore } from "./file-store.ts";

/**
 * Files encrypted at rest with AES-256-GCM (decision 13: referral documents are health information).
 * Each file is `EFS1 | iv (12) | auth tag (16) | ciphertext`, written to a temporary name and renamed, so
 * a crash never leaves half a file under a real key. The key is bound to the file as associated data:
 * a file copied over another's name fails to decrypt instead of being served as the wrong patient's.
 *
 * The folder is under DATA_DIR, which the web server never serves (static files come from the build).
 */
const MAGIC = Buffer.from("EFS1", "latin1");
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class FileStoreError extends Error {
  override name = "FileStoreError";
}

export function createEncryptedFileStore({ directory, key }: { directory: string; key: Buffer }): FileStore {
  if (key.length !== 32) throw new FileStoreError("The file encryption key must be 32 bytes");
  let ready: Promise<unknown> | undefined;
  const filePath = (fileKey: string) => {
    if (!KEY_PATTERN.test(fileKey)) throw new FileStoreError(`Not a file key: ${JSON.stringify(fileKey)}`);
    return path.join(directory, `${fileKey}.enc`);
  };

  return {
    async put(bytes) {
      ready ??= mkdir(directory, { recursive: true, mode: 0o700 });
      await ready;
      const fileKey = randomUUID();
      const iv = randomBytes(IV_LENGTH);
      const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_LENGTH });
      cipher.setAAD(Buffer.from(fileKey, "latin1"));
      const ciphertext = Buffer.concat([cipher.update(bytes), cipher.final()]);
      const target = filePath(fileKey);
      const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(Buffer.concat([MAGIC, iv, cipher.getAuthTag(), ciphertext]));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
      return fileKey;
    },

    async get(fileKey) {
      const stored = await readFile(filePath(fileKey));
      if (stored.length < MAGIC.length + IV_LENGTH + TAG_LENGTH || !stored.subarray(0, MAGIC.length).equals(MAGIC)) {
        throw new FileStoreError(`Stored file ${fileKey} is not in the expected format`);
      }
      const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_LENGTH);
      const tag = stored.subarray(MAGIC.length + IV_LENGTH, MAGIC.length + IV_LENGTH + TAG_LENGTH);
      const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_LENGTH });
      decipher.setAAD(Buffer.from(fileKey, "latin1"));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(stored.subarray(MAGIC.length + IV_LENGTH + TAG_LENGTH)), decipher.final()]);
      } catch {
        throw new FileStoreError(`Stored file ${fileKey} could not be decrypted (wrong key or altered file)`);
      }
    },

    async delete(fileKey) {
      await rm(filePath(fileKey), { force: true });
    },
  };
}
