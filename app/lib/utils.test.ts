import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes.ts";
import { cn } from "./utils.ts";

describe("cn", () => {
  it("answers a repeated class list as the first time, the remembered lists' bound passed or not", () => {
    expect(cn("px-4", "px-2 bg-card")).toBe("px-2 bg-card");
    for (let i = 0; i < 2_500; i++) expect(cn(`p-${i}`, { "p-1": i % 2 === 0 })).toBe(mergeClasses(`p-${i}${i % 2 === 0 ? " p-1" : ""}`));
    expect(cn("px-4", "px-2 bg-card")).toBe("px-2 bg-card");
  });
});
