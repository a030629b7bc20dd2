import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { defaultScryptCost, hashPassword, MalformedPasswordHashError, verifyPassword } from "./password.ts";

vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

// Cheap costs keep the tests quick; the encoded hash carries its cost, so verification follows it.
const cheap = { N: 1024, r: 8, p: 1 };

describe("hashPassword", () => {
  it("encodes scrypt$N$r$p$salt$hash with a random salt", async () => {
    const [a, b] = await Promise.all([hashPassword("correct horse battery", cheap), hashPassword("correct horse battery", cheap)]);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
  });

  it("uses OWASP's scrypt cost by default", async () => {
    expect(defaultScryptCost).toEqual({ N: 32_768, r: 8, p: 3 });
    expect(await hashPassword("correct horse battery")).toMatch(/^scrypt\$32768\$8\$3\$/);
  });
});

describe("verifyPassword", () => {
  it("accepts the password and refuses any other", async () => {
    const hash = await hashPassword("correct horse battery", cheap);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("compares the derived keys in constant time", async () => {
    const hash = await hashPassword("correct horse battery", cheap);
    vi.mocked(crypto.timingSafeEqual).mockClear();
    await verifyPassword("wrong password here", hash);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it("treats the same text in either Unicode form as the same password", async () => {
    const hash = await hashPassword("caf\u00e9 au lait please", cheap);
    expect(await verifyPassword("cafe\u0301 au lait please", hash)).toBe(true);
  });

  it("refuses a hash it did not make", async () => {
    await expect(verifyPassword("anything", "scrypt$nonsense")).rejects.toThrow(MalformedPasswordHashError);
    await expect(verifyPassword("anything", "bcrypt$2b$10$abc")).rejects.toThrow(MalformedPasswordHashError);
  });
});
