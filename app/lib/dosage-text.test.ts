import { describe, expect, it } from "vitest";
import { dosageText } from "./dosage-text.ts";

describe("dosageText", () => {
  it("names sets, reps or hold, the rest, and the leg of a one-leg exercise", () => {
    expect(dosageText({ sets: 3, reps: 10, holdSeconds: null, restSeconds: 30, side: "both" }, false)).toBe("3 sets × 10 reps · rest 30 s");
    expect(dosageText({ sets: 2, reps: null, holdSeconds: 45, restSeconds: 60, side: "left" }, true)).toBe(
      "2 sets × 45 s hold · rest 60 s · left leg",
    );
    expect(dosageText({ sets: 1, reps: 8, holdSeconds: null, restSeconds: 30, side: "both" }, true)).toBe(
      "1 set × 8 reps · rest 30 s · each leg",
    );
    expect(dosageText({ sets: 1, reps: 8, holdSeconds: null, restSeconds: 30, side: "both" }, false)).toBe("1 set × 8 reps");
  });

  it("reads steady work of whole minutes in minutes, and shorter or uneven holds in seconds", () => {
    expect(dosageText({ sets: 1, reps: null, holdSeconds: 600, restSeconds: 0, side: "both" }, false)).toBe("1 set × 10 min");
    expect(dosageText({ sets: 3, reps: null, holdSeconds: 60, restSeconds: 30, side: "both" }, false)).toBe(
      "3 sets × 60 s hold · rest 30 s",
    );
    expect(dosageText({ sets: 1, reps: null, holdSeconds: 150, restSeconds: 0, side: "both" }, false)).toBe("1 set × 150 s hold");
  });
});
