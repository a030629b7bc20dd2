import { describe, expect, it } from "vitest";
import { noticeDuration, noticePhrase } from "./notice-wording.ts";

describe("the notice in words", () => {
  it("keeps the default wording exactly, and follows any configured number of hours", () => {
    expect(noticePhrase(24)).toBe("24 hours' notice");
    expect(noticeDuration(24)).toBe("24 hours");
    expect(noticePhrase(72)).toBe("72 hours' notice");
    expect(noticeDuration(48)).toBe("48 hours");
  });

  it("says one hour in the singular", () => {
    expect(noticeDuration(1)).toBe("1 hour");
    expect(noticePhrase(1)).toBe("1 hour's notice");
  });
});
