import { describe, expect, it } from "vitest";
import { isPermutationOf } from "./reorder.ts";

describe("isPermutationOf", () => {
  const own = [11, 12, 13];

  it("accepts every order of the playlist's own items", () => {
    expect(isPermutationOf([11, 12, 13], own)).toBe(true);
    expect(isPermutationOf([13, 11, 12], own)).toBe(true);
    expect(isPermutationOf([], [])).toBe(true);
  });

  it("refuses duplicates, missing and foreign ids", () => {
    expect(isPermutationOf([11, 11, 13], own)).toBe(false);
    expect(isPermutationOf([11, 12], own)).toBe(false);
    expect(isPermutationOf([11, 12, 14], own)).toBe(false);
    expect(isPermutationOf([11, 12, 13, 14], own)).toBe(false);
    expect(isPermutationOf([11, 12, 13, 13], own)).toBe(false);
  });
});
