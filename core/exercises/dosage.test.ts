import { describe, expect, it } from "vitest";
import { dosageSeconds, effectiveDosage, formatDuration, overridesProblem, type Dosage } from "./dosage.ts";

const squats: Dosage = { sets: 3, reps: 10, holdSeconds: null, restSeconds: 30, side: "both" };
const wallSit: Dosage = { sets: 3, reps: null, holdSeconds: 30, restSeconds: 30, side: "both" };

describe("dosageSeconds", () => {
  it("counts every set at the tempo and a rest between each two, none after the last", () => {
    // 3 × 10 reps × 3 s + 2 rests × 30 s
    expect(dosageSeconds(squats, { unilateral: false, secondsPerRep: 3 })).toBe(150);
    // 3 × 30 s holds + 2 × 30 s rests; the tempo does not matter for a hold
    expect(dosageSeconds(wallSit, { unilateral: false, secondsPerRep: 99 })).toBe(150);
  });

  it("runs a one-leg exercise on both sides left then right, with a rest between the two blocks", () => {
    // 6 sets in a row: 6 × 30 + 5 × 30
    expect(dosageSeconds(squats, { unilateral: true, secondsPerRep: 3 })).toBe(330);
    // one side only: as a two-leg exercise
    expect(dosageSeconds({ ...squats, side: "left" }, { unilateral: true, secondsPerRep: 3 })).toBe(150);
  });

  it("has no rest for a single set", () => {
    expect(dosageSeconds({ ...wallSit, sets: 1, restSeconds: 60 }, { unilateral: false, secondsPerRep: 2 })).toBe(30);
  });
});

describe("effectiveDosage", () => {
  it("takes each of the item's own choices, else the exercise's default", () => {
    expect(effectiveDosage(squats, {})).toEqual(squats);
    expect(effectiveDosage(squats, { sets: 5, reps: null, restSeconds: 0, side: "right" })).toEqual({
      ...squats,
      sets: 5,
      restSeconds: 0,
      side: "right",
    });
  });
});

describe("overridesProblem", () => {
  it("keeps reps to rep exercises, holds to hold exercises and sides to one-leg exercises", () => {
    expect(overridesProblem(wallSit, false, { reps: 10 })).toBe("hold-exercise");
    expect(overridesProblem(squats, false, { holdSeconds: 10 })).toBe("reps-exercise");
    expect(overridesProblem(squats, false, { side: "left" })).toBe("two-leg-exercise");
    expect(overridesProblem(squats, false, { side: "both", reps: 12, sets: 2 })).toBeNull();
    expect(overridesProblem(squats, false, { sets: 2 })).toBeNull();
    expect(overridesProblem(squats, false, { side: null })).toBeNull();
    expect(overridesProblem(squats, false, { side: "right" })).toBe("two-leg-exercise");
    expect(overridesProblem(wallSit, true, { side: "left", holdSeconds: 45, reps: null })).toBeNull();
  });
});

describe("formatDuration", () => {
  it("writes '{minutes}m {seconds}s'", () => {
    expect(formatDuration(150)).toBe("2m 30s");
    expect(formatDuration(45)).toBe("0m 45s");
    expect(formatDuration(3600)).toBe("60m 0s");
    expect(formatDuration(0)).toBe("0m 0s");
  });
});
