import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The key that encrypts stored documents. Production must configure it (REFERRAL_FILE_KEY; the
 * configuration refuses to start without it), so the key is kept apart from the files it protects.
 * Elsewhere a key is generated once into DATA_DIR and reused, so a fresh checkout runs with no set-up.
 */
export const GENERATED_KEY_FILE = "referral-file.key";

export function resolveFileKey(configured: Buffer | null, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, GENERATED_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key; delete it to generate a new one`);
  return key;
}
