import { describe, expect, it } from "vitest";
import { currentVersion, nextVersionNumber, versionDatesProblem } from "./programme-version.ts";

describe("a version's dates", () => {
  it("takes no review, a review on the start day, or after it", () => {
    expect(versionDatesProblem("2026-03-02", null)).toBeNull();
    expect(versionDatesProblem("2026-03-02", "2026-03-02")).toBeNull();
    expect(versionDatesProblem("2026-03-02", "2026-04-13")).toBeNull();
  });

  it("refuses a review before the start, across a month and a year", () => {
    expect(versionDatesProblem("2026-03-02", "2026-03-01")).toBe("review-before-start");
    expect(versionDatesProblem("2027-01-04", "2026-12-31")).toBe("review-before-start");
  });
});

describe("the version the patient plays", () => {
  it("is the highest number, whatever the order given", () => {
    expect(currentVersion([{ number: 2 }, { number: 3 }, { number: 1 }])).toEqual({ number: 3 });
  });

  it("is none before a version is saved", () => {
    expect(currentVersion([])).toBeNull();
  });

  it("numbers the first version 1 and the next one after the highest", () => {
    expect(nextVersionNumber(null)).toBe(1);
    expect(nextVersionNumber(4)).toBe(5);
  });
});
