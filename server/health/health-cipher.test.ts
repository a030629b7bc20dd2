import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createHealthCipher } from "./health-cipher.ts";

describe("health cipher", () => {
  const cipher = createHealthCipher(randomBytes(32));
  const answers = { knee: "left", goals: "Netball by March — 王小明" };

  it("opens what it sealed, and the stored value shows none of it", () => {
    const stored = cipher.seal("intake", "row-1", answers);
    expect(stored.startsWith("aes-gcm:v1:")).toBe(true);
    expect(stored).not.toContain("Netball");
    expect(cipher.open("intake", "row-1", stored)).toEqual(answers);
  });

  it("refuses a value moved to another row or read as another kind", () => {
    const stored = cipher.seal("clinical-note", "note-1", answers);
    expect(() => cipher.open("clinical-note", "note-2", stored)).toThrow();
    expect(() => cipher.open("note-addendum", "note-1", stored)).toThrow();
  });

  it("refuses another key and plaintext", () => {
    const stored = cipher.seal("intake", "row-1", answers);
    expect(() => createHealthCipher(randomBytes(32)).open("intake", "row-1", stored)).toThrow();
    expect(() => cipher.open("intake", "row-1", JSON.stringify(answers))).toThrow(/not sealed/);
  });
});
