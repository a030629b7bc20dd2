import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FileStore } from "./file-store.ts";
import { SEAL_OVERHEAD, seal, unseal } from "./sealed-box.ts";

/**
 * Files encrypted at rest with AES-256-GCM (docs/product/decisions.md, 13: referral documents are health information).
 * Each file is `EFS1 | iv (12) | auth tag (16) | ciphertext` (sealed-box.ts), written to a temporary name and renamed, so
 * a crash never leaves half a file under a real key. The key is bound to the file as associated data:
 * a file copied over another's name fails to decrypt instead of being served as the wrong patient's.
 *
 * The folder is under DATA_DIR, which the web server never serves (static files come from the build).
 */
const MAGIC = Buffer.from("EFS1", "latin1");
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STORED_NAME = /^([0-9a-f-]{36})\.enc$/;
const UNFINISHED_NAME = /\.enc\.[0-9a-f]{8}\.tmp$/;
/** A temporary file older than this belongs to a write that was cut short (a crash), never to one in progress. */
const UNFINISHED_WRITE_MS = 60 * 60 * 1000;

export class FileStoreError extends Error {
  override name = "FileStoreError";
}

/** Where quarantined files go: a sibling of the store's folder, so the store never lists them again. */
export function quarantineFolder(directory: string): string {
  return `${directory.replace(/[\\/]+$/, "")}-quarantine`;
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
      const sealed = seal(key, bytes, Buffer.from(fileKey, "latin1"));
      const target = filePath(fileKey);
      const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(Buffer.concat([MAGIC, sealed]));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
      return fileKey;
    },

    async get(fileKey) {
      const stored = await readFile(filePath(fileKey));
      if (stored.length < MAGIC.length + SEAL_OVERHEAD || !stored.subarray(0, MAGIC.length).equals(MAGIC)) {
        throw new FileStoreError(`Stored file ${fileKey} is not in the expected format`);
      }
      try {
        return unseal(key, stored.subarray(MAGIC.length), Buffer.from(fileKey, "latin1"));
      } catch {
        throw new FileStoreError(`Stored file ${fileKey} could not be decrypted (wrong key or altered file)`);
      }
    },

    async delete(fileKey) {
      await rm(filePath(fileKey), { force: true });
    },

    async quarantine(fileKey) {
      const source = filePath(fileKey);
      const folder = quarantineFolder(directory);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await rename(source, path.join(folder, path.basename(source))).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },

    async list() {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      const found = [];
      for (const name of names) {
        const entry = path.join(directory, name);
        const info = await stat(entry).catch(() => null);
        if (!info) continue;
        const key = STORED_NAME.exec(name)?.[1];
        if (key && KEY_PATTERN.test(key)) found.push({ key, writtenAt: info.mtime });
        // Half a write is never a file anyone can read: removed here, once it cannot be in progress.
        else if (UNFINISHED_NAME.test(name) && Date.now() - info.mtimeMs > UNFINISHED_WRITE_MS) await rm(entry, { force: true });
      }
      return found;
    },
  };
}
