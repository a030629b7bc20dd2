import { describe, expect, it } from "vitest";
import { ikdc } from "./ikdc.ts";
import { koos } from "./koos.ts";
import { changeText, instrumentProgress, weeksFromSurgery, weekText } from "./progress.ts";
import type { Answers } from "./scoring.ts";

/** Every KOOS item at one box: each subscale scores 100 − 25 × box. */
const koosAt = (box: number): Answers => Object.fromEntries(koos.items.map((item) => [item.id, box]));

describe("weeks from surgery, on Melbourne's calendar", () => {
  it("counts whole weeks from the surgery day, 0 in its own week", () => {
    expect(weeksFromSurgery("2026-09-01", new Date("2026-09-01T00:00:00+10:00"))).toBe(0);
    expect(weeksFromSurgery("2026-09-01", new Date("2026-09-07T23:59:00+10:00"))).toBe(0);
    expect(weeksFromSurgery("2026-09-01", new Date("2026-09-08T00:00:00+10:00"))).toBe(1);
    expect(weeksFromSurgery("2026-09-01", new Date("2026-10-13T12:00:00+11:00"))).toBe(6);
  });

  it("places an instant by its Melbourne day, not UTC's, across the change to daylight saving", () => {
    // 14:30 UTC on 12 October is already 13 October in Melbourne (UTC+11 from 4 October 2026).
    expect(weeksFromSurgery("2026-09-01", new Date("2026-10-12T14:30:00Z"))).toBe(6);
    expect(weeksFromSurgery("2026-09-01", new Date("2026-10-12T12:30:00Z"))).toBe(5);
  });

  it("is negative before surgery: a pre-operative baseline", () => {
    expect(weeksFromSurgery("2026-09-01", new Date("2026-08-31T10:00:00+10:00"))).toBe(-1);
    expect(weeksFromSurgery("2026-09-01", new Date("2026-08-18T10:00:00+10:00"))).toBe(-2);
  });
});

describe("an instrument's progress", () => {
  const surgery = "2026-09-01";
  const sixWeeks = { submittedAt: "2026-10-13T01:00:00.000Z", answers: koosAt(2) };
  const preOp = { submittedAt: "2026-08-25T01:00:00.000Z", answers: koosAt(3) };

  it("scores each questionnaire per subscale, oldest first, at its week since surgery", () => {
    const progress = instrumentProgress(koos, [sixWeeks, preOp], surgery);
    expect(progress.subscales.map((subscale) => subscale.id)).toEqual(["pain", "symptoms", "adl", "sport-rec", "qol"]);
    expect(progress.points).toEqual([
      { submittedAt: preOp.submittedAt, day: "2026-08-25", week: -1, scores: [25, 25, 25, 25, 25] },
      { submittedAt: sixWeeks.submittedAt, day: "2026-10-13", week: 6, scores: [50, 50, 50, 50, 50] },
    ]);
  });

  it("gives each subscale's change from its first score to its latest", () => {
    const later = { submittedAt: "2026-12-01T01:00:00.000Z", answers: { ...koosAt(1), P1: 2, P2: 2 } };
    const { changes } = instrumentProgress(koos, [preOp, sixWeeks, later], surgery);
    // Pain at the latest: 2+2+1×7 = 11 of 36 → 100 − 30.56 = 69.4.
    expect(changes[0]).toEqual({ subscaleId: "pain", name: "Pain", baseline: 25, latest: 69.4, change: 44.4 });
    expect(changes[4]).toEqual({ subscaleId: "qol", name: "Knee-related quality of life (QOL)", baseline: 25, latest: 75, change: 50 });
  });

  it("leaves out a subscale with too few answers rather than scoring it, and has no change from one score", () => {
    const halfPain = { submittedAt: sixWeeks.submittedAt, answers: { P1: 1, P2: 1, P3: 1, P4: 1 } };
    const progress = instrumentProgress(koos, [halfPain], surgery);
    expect(progress.points[0]!.scores).toEqual([null, null, null, null, null]);
    const one = instrumentProgress(koos, [sixWeeks], surgery);
    expect(one.changes[0]).toMatchObject({ baseline: 50, latest: 50, change: null });
  });

  it("has no week without a surgery date, and scores a one-score instrument", () => {
    const answers = Object.fromEntries(ikdc.items.map((item) => [item.id, 0]));
    const progress = instrumentProgress(ikdc, [{ submittedAt: sixWeeks.submittedAt, answers }], null);
    expect(progress.points).toHaveLength(1);
    expect(progress.points[0]!.week).toBeNull();
    expect(progress.points[0]!.scores).toHaveLength(1);
    expect(progress.subscales).toEqual([{ id: "total", name: "IKDC subjective score" }]);
  });
});

describe("words for the tables and the report", () => {
  it("signs a change with a true minus", () => {
    expect([changeText(12.5), changeText(-3), changeText(0), changeText(null)]).toEqual(["+12.5", "−3", "0", "–"]);
  });

  it("names a week, before or after surgery", () => {
    expect([weekText(6), weekText(0), weekText(-2), weekText(null)]).toEqual([
      "Week 6",
      "Week 0",
      "Week 2 before surgery",
      "No surgery date",
    ]);
  });
});
