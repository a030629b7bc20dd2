import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client.ts";
import { settings } from "#db/schema/settings.ts";
import type { Config } from "#server/config.ts";

/**
 * The practitioner's password (docs/product/decisions.md, 10 and 18): only ever a scrypt hash, encoded
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64) so that a hash keeps the cost it was made with.
 */

export const adminPasswordMinLength = 12;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt settings with 32 MiB of memory (N=2^15, r=8, p=3: the work of N=2^17, p=1 at a quarter of
 * its memory), so that a few sign-ins at once stay affordable on a small server.
 */
export const defaultScryptCost: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

const keyLength = 32;
// Room for the cost above and for stronger ones an operator may choose; a larger hash is refused.
const maxMemory = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: maxMemory };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = defaultScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

const encodedHash = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

export class MalformedPasswordHashError extends Error {
  override name = "MalformedPasswordHashError";
  constructor() {
    super("The admin password hash is not one made by `npm run admin:password` (scrypt$N$r$p$salt$hash)");
  }
}

/** Whether `password` is the one `encoded` was made from, compared in constant time. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const match = encodedHash.exec(encoded);
  if (!match) throw new MalformedPasswordHashError();
  const [, N, r, p, salt, hash] = match;
  const expected = Buffer.from(hash!, "base64");
  if (expected.length === 0) throw new MalformedPasswordHashError();
  const actual = await derive(password, Buffer.from(salt!, "base64"), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The `settings` key holding the hash stored by `npm run admin:password`. */
export const adminPasswordSettingKey = "admin-password-hash";
const storedHashSchema = z.object({ hash: z.string().regex(encodedHash) });

export async function storeAdminPasswordHash(db: Database, hash: string): Promise<void> {
  const value = storedHashSchema.parse({ hash });
  await db
    .insert(settings)
    .values({ key: adminPasswordSettingKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

async function storedAdminPasswordHash(db: Database): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, adminPasswordSettingKey));
  const parsed = storedHashSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.hash : null;
}

// ADMIN_PASSWORD is hashed once per configuration, on first use, and only the hash is kept for comparing.
const hashedPlainPasswords = new WeakMap<Config["admin"], Promise<string>>();

/**
 * The hash sign-in checks against, in order: ADMIN_PASSWORD_HASH, ADMIN_PASSWORD, the stored hash. The
 * database is read on every call, so a password set with `npm run admin:password` works without a restart.
 */
export async function adminPasswordHash(config: Config, db: Database): Promise<string | null> {
  const { admin } = config;
  if (admin.passwordHash) return admin.passwordHash;
  if (admin.password) {
    let hashed = hashedPlainPasswords.get(admin);
    if (!hashed) {
      hashed = hashPassword(admin.password);
      hashedPlainPasswords.set(admin, hashed);
    }
    return hashed;
  }
  return storedAdminPasswordHash(db);
}

/** Whether sign-in is possible at all, without hashing anything (the login page's "not set up" notice). */
export async function adminPasswordConfigured(config: Config, db: Database): Promise<boolean> {
  return Boolean(config.admin.passwordHash || config.admin.password) || (await storedAdminPasswordHash(db)) !== null;
}

// Compared against when no password exists, so that "not set up" takes as long as a wrong password.
let dummyHash: Promise<string> | null = null;

export type PasswordCheck = "correct" | "incorrect" | "not-set-up";

export async function checkAdminPassword(config: Config, db: Database, password: string): Promise<PasswordCheck> {
  const hash = await adminPasswordHash(config, db);
  if (hash === null) {
    dummyHash ??= hashPassword(randomBytes(32).toString("base64"));
    await verifyPassword(password, await dummyHash);
    return "not-set-up";
  }
  return (await verifyPassword(password, hash)) ? "correct" : "incorrect";
}
