import { describe, expect, it } from "vitest";
import { freeTextPattern, isSingleLine, singleLinePattern, toSingleLine } from "./text-rules.ts";

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

  it("lets free text keep its line breaks and tabs, and nothing else of the control characters", () => {
    expect(freeTextPattern.test("Left knee.\r\nSurgery in May.\n\tHamstring graft 👩🏽‍⚕️ شريف\u2028")).toBe(true);
    for (const char of ["\u0000", "\u0007", "\u000b", "\u001b", "\u007f", "\u0085", "\u009b"]) {
      expect(freeTextPattern.test(`Left${char}knee`), JSON.stringify(char)).toBe(false);
    }
  });
});
