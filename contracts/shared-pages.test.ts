import { describe, expect, it } from "vitest";
import { sharedFor, sharedMaxAgeSeconds } from "./shared-pages.ts";

describe("sharedMaxAgeSeconds", () => {
  it("is s-maxage when the answer is public", () => {
    expect(sharedMaxAgeSeconds("public, max-age=0, must-revalidate, s-maxage=60")).toBe(60);
    expect(sharedMaxAgeSeconds("Public, S-Maxage=5")).toBe(5);
  });

  it("is null for what a shared cache may not keep", () => {
    expect(sharedMaxAgeSeconds(null)).toBeNull();
    expect(sharedMaxAgeSeconds("no-store")).toBeNull();
    expect(sharedMaxAgeSeconds("public, max-age=600")).toBeNull();
    expect(sharedMaxAgeSeconds("s-maxage=60")).toBeNull();
    expect(sharedMaxAgeSeconds("public, private, s-maxage=60")).toBeNull();
    expect(sharedMaxAgeSeconds("public, no-cache, s-maxage=60")).toBeNull();
    expect(sharedMaxAgeSeconds("public, s-maxage=0")).toBeNull();
    expect(sharedMaxAgeSeconds("public, s-maxage=soon")).toBeNull();
  });
});

describe("sharedFor", () => {
  it("says what sharedMaxAgeSeconds reads back", () => {
    expect(sharedMaxAgeSeconds(sharedFor(2))).toBe(2);
    expect(sharedFor(60)).toBe("public, max-age=0, must-revalidate, s-maxage=60");
  });
});
