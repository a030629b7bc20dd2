import { describe, expect, it } from "vitest";
import { isSingleLine, singleLinePattern, toSingleLine } from "./single-line.ts";

const breaking = ["\r", "\n", "\r\n", "\t", "\u0000", "\u000b", "\u000c", "\u001b", "\u007f", "\u0085", "\u009f", "\u2028", "\u2029"];

describe("single-line text", () => {
  it("accepts names in any script, with accents, combining marks, emoji and right-to-left text", () => {
    for (const value of ["Sam O'Brien", "Zoë Łukasiewicz", "Zoe\u0308", "Ngọc Trâm 👩🏽‍⚕️", "شريف عبد الله", 'a;b,c\\d"e', ""]) {
      expect(isSingleLine(value), value).toBe(true);
      expect(singleLinePattern.test(value), value).toBe(true);
      expect(toSingleLine(value)).toBe(value);
    }
  });

  it("refuses every control character and line separator, and turns each run of them into one space", () => {
    for (const char of breaking) {
      expect(isSingleLine(`Sam${char}Lee`), JSON.stringify(char)).toBe(false);
      expect(singleLinePattern.test(`Sam${char}Lee`), JSON.stringify(char)).toBe(false);
      expect(toSingleLine(`Sam${char}Lee`)).toBe("Sam Lee");
    }
    expect(toSingleLine("Sam Newline\r\nATTACH:https://evil.example/x")).toBe("Sam Newline ATTACH:https://evil.example/x");
  });
});
