import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials.ts";

describe("initialsOf", () => {
  it("takes the first letter of each part of the name", () => {
    expect(initialsOf("Sam Taylor")).toBe("S.T.");
    expect(initialsOf("  priya   nair ")).toBe("P.N.");
    expect(initialsOf("Mary-Jane O'Brien")).toBe("M.J.O.");
    expect(initialsOf("Zoë Ángel")).toBe("Z.Á.");
  });

  it("skips punctuation and never returns the name itself", () => {
    expect(initialsOf("Dr. (Sam) Taylor")).toBe("D.S.T.");
    expect(initialsOf("")).toBe("(no name given)");
    expect(initialsOf("--")).toBe("(no name given)");
  });
});
