import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { clinicalNoteContentSchema, newNoteSchema, noteAddendumSchema, NOTE_TEXT_MAX } from "./clinical-notes.ts";

const valid = (value: unknown) => z.safeParse(clinicalNoteContentSchema, value).success;
const knee = (flexion?: number, extension?: number) => ({ objective: { injuredKnee: { flexion, extension } } });

describe("the clinical note's schema", () => {
  it("takes a draft of any part, even none", () => {
    expect(valid({})).toBe(true);
    expect(valid({ plan: "Review in two weeks" })).toBe(true);
    expect(valid({ objective: { effusion: "trace" } })).toBe(true);
  });

  it("takes flexion from 0 to 180 and extension from -30 to 90, in whole degrees", () => {
    for (const [flexion, extension] of [
      [0, -30],
      [180, 90],
      [135, 0],
    ]) {
      expect(valid(knee(flexion, extension)), `${flexion}/${extension}`).toBe(true);
    }
    for (const [flexion, extension] of [
      [-1, 0],
      [181, 0],
      [90, -31],
      [90, 91],
      [90.5, 0],
      [Number.NaN, 0],
    ]) {
      expect(valid(knee(flexion, extension)), `${flexion}/${extension}`).toBe(false);
    }
  });

  it("knows the effusion grades and nothing else", () => {
    for (const effusion of ["none", "trace", "1+", "2+", "3+"]) expect(valid({ objective: { effusion } })).toBe(true);
    expect(valid({ objective: { effusion: "4+" } })).toBe(false);
  });

  it("holds free text to its length and its rule, trimmed", () => {
    expect(z.parse(clinicalNoteContentSchema, { assessment: "  Improving \n" })).toEqual({ assessment: "Improving" });
    expect(valid({ subjective: "a".repeat(NOTE_TEXT_MAX) })).toBe(true);
    expect(valid({ subjective: "a".repeat(NOTE_TEXT_MAX + 1) })).toBe(false);
    expect(valid({ plan: "Line one\n\tLine two" })).toBe(true);
    expect(valid({ plan: "Bell\u0007" })).toBe(false);
  });

  it("asks an addendum for words, and a new note for one of the patient's consultations or none", () => {
    expect(z.safeParse(noteAddendumSchema, { text: "   " }).error?.issues[0]?.message).toBe("Write the addendum first");
    expect(z.parse(noteAddendumSchema, { text: " Phoned \n" })).toEqual({ text: "Phoned" });
    expect(z.safeParse(newNoteSchema, {}).success).toBe(true);
    expect(z.safeParse(newNoteSchema, { appointmentId: "not-an-id" }).success).toBe(false);
  });
});
