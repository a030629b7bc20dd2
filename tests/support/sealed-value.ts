import { expect } from "vitest";

/**
 * A value sealed at rest (server/health/health-cipher.ts): its prefix, and none of `words` in its text or
 * its bytes. Words must be long enough (six characters or more) that random ciphertext cannot hold them by chance.
 */
export function expectSealedWithout(stored: string, words: string[]): void {
  expect(stored).toMatch(/^aes-gcm:v1:/);
  const bytes = Buffer.from(stored.slice("aes-gcm:v1:".length), "base64");
  for (const word of words) {
    expect(stored).not.toContain(word);
    expect(bytes.includes(word)).toBe(false);
  }
}
