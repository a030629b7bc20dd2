import * as crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { parseConfig } from "#server/config.ts";
import {
  adminPasswordConfigured,
  adminPasswordHash,
  checkAdminPassword,
  hashPassword,
  storeAdminPasswordHash,
  verifyPassword,
} from "./password.ts";

vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const cheap = { N: 1024, r: 8, p: 1 };

describe("where the admin password comes from", () => {
  let database: DatabaseHandle;
  let envHash: string;
  let storedHash: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    envHash = await hashPassword("from the hash variable", cheap);
    storedHash = await hashPassword("from the database row", cheap);
  });
  afterAll(() => database.close());

  const config = (env: Record<string, string>) => parseConfig({ NODE_ENV: "test", ...env });

  it("is nowhere at first: not configured, and a sign-in is refused after a full comparison", async () => {
    const none = config({});
    expect(await adminPasswordConfigured(none, database.db)).toBe(false);
    expect(await adminPasswordHash(none, database.db)).toBeNull();
    vi.mocked(crypto.timingSafeEqual).mockClear();
    expect(await checkAdminPassword(none, database.db, "any guess at all")).toBe("not-set-up");
    // The same scrypt and constant-time comparison as a real check, against a hash of nothing anyone knows.
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it("is the stored hash once `npm run admin:password` stored one", async () => {
    await storeAdminPasswordHash(database.db, storedHash);
    const none = config({});
    expect(await adminPasswordConfigured(none, database.db)).toBe(true);
    expect(await checkAdminPassword(none, database.db, "from the database row")).toBe("correct");
    expect(await checkAdminPassword(none, database.db, "from the hash variable")).toBe("incorrect");
  });

  it("is ADMIN_PASSWORD over the stored hash, hashed once and kept only as a hash", async () => {
    const plain = config({ ADMIN_PASSWORD: "from the plain variable" });
    const hash = await adminPasswordHash(plain, database.db);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain("from the plain variable");
    expect(await adminPasswordHash(plain, database.db)).toBe(hash);
    expect(await verifyPassword("from the plain variable", hash!)).toBe(true);
    expect(await checkAdminPassword(plain, database.db, "from the database row")).toBe("incorrect");
  });

  it("is ADMIN_PASSWORD_HASH over both", async () => {
    const both = config({ ADMIN_PASSWORD_HASH: envHash, ADMIN_PASSWORD: "from the plain variable" });
    expect(await adminPasswordHash(both, database.db)).toBe(envHash);
    expect(await checkAdminPassword(both, database.db, "from the hash variable")).toBe("correct");
    expect(await checkAdminPassword(both, database.db, "from the plain variable")).toBe("incorrect");
  });

  it("replaces the stored hash when set again, and stores only scrypt hashes", async () => {
    const again = await hashPassword("a second stored password", cheap);
    await storeAdminPasswordHash(database.db, again);
    expect(await adminPasswordHash(config({}), database.db)).toBe(again);
    await expect(storeAdminPasswordHash(database.db, "plain text")).rejects.toMatchObject({
      name: "ZodError",
      issues: [{ path: ["hash"] }],
    });
    expect(await adminPasswordHash(config({}), database.db)).toBe(again);
  });
});
