import { describe, expect, it } from "vitest";
import { hasNoteContent, noteChangeRefusal } from "./note-lock.ts";

const draft = { signedAt: null };
const signed = { signedAt: new Date("2026-01-15T00:00:00Z") };
const written = { subjective: "Knee sore after stairs" };

describe("the note's lock", () => {
  it("lets a draft be saved, whatever it holds, and signed when something is written", () => {
    expect(noteChangeRefusal(draft, "save", {})).toBeNull();
    expect(noteChangeRefusal(draft, "save", written)).toBeNull();
    expect(noteChangeRefusal(draft, "sign", written)).toBeNull();
  });

  it("refuses to sign an empty note", () => {
    expect(noteChangeRefusal(draft, "sign", {})).toBe("empty");
    expect(noteChangeRefusal(draft, "sign")).toBe("empty");
    expect(noteChangeRefusal(draft, "sign", { subjective: "  \n ", objective: { injuredKnee: {} } })).toBe("empty");
  });

  it("refuses to edit or sign a signed note again, and lets only an addendum follow it", () => {
    expect(noteChangeRefusal(signed, "save", written)).toBe("signed");
    expect(noteChangeRefusal(signed, "sign", written)).toBe("signed");
    expect(noteChangeRefusal(signed, "sign", {})).toBe("signed");
    expect(noteChangeRefusal(signed, "addendum")).toBeNull();
  });

  it("keeps addenda for signed notes: a draft is still edited itself", () => {
    expect(noteChangeRefusal(draft, "addendum")).toBe("draft");
  });
});

describe("hasNoteContent", () => {
  it("finds a text or a measure anywhere in the note", () => {
    expect(hasNoteContent({ plan: "Progress to single-leg squats" })).toBe(true);
    expect(hasNoteContent({ objective: { injuredKnee: { flexion: 0 } } })).toBe(true);
    expect(hasNoteContent({ objective: { effusion: "none" } })).toBe(true);
    expect(hasNoteContent([[" "], ["x"]])).toBe(true);
  });

  it("counts blanks, missing values and non-numbers as nothing written", () => {
    expect(hasNoteContent({})).toBe(false);
    expect(hasNoteContent({ subjective: "", assessment: " \t", objective: { otherKnee: { flexion: Number.NaN } } })).toBe(false);
    expect(hasNoteContent(null)).toBe(false);
    expect(hasNoteContent(undefined)).toBe(false);
    expect(hasNoteContent(true)).toBe(false);
    expect(hasNoteContent([])).toBe(false);
  });
});
