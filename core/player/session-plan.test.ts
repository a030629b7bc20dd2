import { describe, expect, it } from "vitest";
import { dosageSeconds, type Dosage, type Timing } from "#core/exercises/dosage.ts";
import { formatClock, locate, planSession, type PlayerItem } from "./session-plan.ts";

const reps = (over: Partial<Dosage> = {}): Dosage => ({ sets: 3, reps: 10, holdSeconds: null, restSeconds: 30, side: "both", ...over });
const hold = (over: Partial<Dosage> = {}): Dosage => ({ sets: 2, reps: null, holdSeconds: 20, restSeconds: 10, side: "both", ...over });
const twoLeg: Timing = { unilateral: false, secondsPerRep: 3 };
const oneLeg: Timing = { unilateral: true, secondsPerRep: 2 };
const item = (id: number, dosage: Dosage, timing: Timing = twoLeg): PlayerItem => ({ id, dosage, timing });
const settings = { getReadySeconds: 5, restBetweenExercisesSeconds: 10 };
const s = (seconds: number) => seconds * 1000;

describe("planSession", () => {
  it("gives each item's dosage exactly its dosageSeconds (the item's duration), after its lead-in", () => {
    const items = [item(1, reps()), item(2, hold({ side: "both" }), oneLeg)];
    const plan = planSession(items, settings);
    for (const itemPlan of plan.items) {
      expect(itemPlan.endMs - itemPlan.dosageStartMs).toBe(s(dosageSeconds(itemPlan.item.dosage, itemPlan.item.timing)));
    }
    // First item: get-ready only; the second: rest between exercises, then get-ready.
    expect(plan.items[0]!.dosageStartMs).toBe(s(5));
    expect(plan.items[1]!.entryMs - plan.items[1]!.startMs).toBe(s(10));
    expect(plan.items[1]!.dosageStartMs - plan.items[1]!.entryMs).toBe(s(5));
    expect(plan.totalMs).toBe(plan.items[1]!.endMs);
  });

  it("leads in with 5 s to get ready and 10 s of rest between exercises unless told otherwise", () => {
    const plan = planSession([item(1, reps()), item(2, reps())]);
    expect(plan.items[0]!.dosageStartMs).toBe(s(5));
    expect(plan.items[1]!.entryMs - plan.items[1]!.startMs).toBe(s(10));
    expect(plan.items[1]!.dosageStartMs - plan.items[1]!.entryMs).toBe(s(5));
  });

  it("skips phases of no time (get-ready 0)", () => {
    const plan = planSession([item(1, reps({ sets: 1 }))], { getReadySeconds: 0, restBetweenExercisesSeconds: 0 });
    expect(plan.items[0]!.segments.map((segment) => segment.phase)).toEqual(["work"]);
  });
});

describe("locate", () => {
  const plan = planSession([item(1, reps()), item(2, hold(), oneLeg)], settings);
  // Item 1: get-ready 0-5, work 5-35, rest 35-65, work 65-95, rest 95-125, work 125-155.
  // Item 2: rest 155-165, get-ready 165-170, L1 170-190, rest 190-200, L2 200-220, rest 220-230, R1 230-250, rest 250-260, R2 260-280.

  it("starts in the get-ready countdown with the item's whole time remaining and no progress", () => {
    expect(locate(plan, 0)).toEqual({
      itemIndex: 0,
      set: 1,
      setsInItem: 3,
      side: "both",
      phase: "get-ready",
      restKind: null,
      phaseRemainingSeconds: 5,
      itemRemainingSeconds: 150,
      itemProgressPercent: 0,
      next: { kind: "work", set: 1, side: "both" },
    });
    expect(locate(plan, 4_001)?.phaseRemainingSeconds).toBe(1);
  });

  it("counts a set's work and the item's remaining time down together", () => {
    const at = locate(plan, s(20))!;
    expect(at).toMatchObject({
      phase: "work",
      set: 1,
      phaseRemainingSeconds: 15,
      itemRemainingSeconds: 135,
      next: { kind: "rest", seconds: 30 },
    });
    expect(at.itemProgressPercent).toBeCloseTo(10);
  });

  it("rests between sets, naming the set just done and the one to come", () => {
    expect(locate(plan, s(40))).toMatchObject({
      phase: "rest",
      restKind: "between-sets",
      set: 1,
      phaseRemainingSeconds: 25,
      next: { kind: "work", set: 2 },
    });
  });

  it("after the last set announces the next exercise, then the end", () => {
    expect(locate(plan, s(150))).toMatchObject({ itemIndex: 0, phase: "work", set: 3, next: { kind: "exercise", itemIndex: 1 } });
    expect(locate(plan, s(275))).toMatchObject({ itemIndex: 1, phase: "work", side: "right", set: 2, next: { kind: "end" } });
  });

  it("moves to the next item when the item's time runs out, resting between exercises with its time intact", () => {
    const at = locate(plan, s(155))!;
    expect(at).toMatchObject({
      itemIndex: 1,
      phase: "rest",
      restKind: "between-exercises",
      itemRemainingSeconds: 110,
      itemProgressPercent: 0,
      next: { kind: "exercise", itemIndex: 1 },
    });
    expect(locate(plan, s(166))).toMatchObject({ itemIndex: 1, phase: "get-ready", phaseRemainingSeconds: 4, itemRemainingSeconds: 110 });
  });

  it("does a one-leg exercise on both sides as every set left, then every set right", () => {
    const sides = [175, 195, 205, 225, 235, 265].map((second) => {
      const at = locate(plan, s(second))!;
      return `${at.phase} ${at.side} ${at.set}/${at.setsInItem}`;
    });
    expect(sides).toEqual(["work left 1/2", "rest left 1/2", "work left 2/2", "rest left 2/2", "work right 1/2", "work right 2/2"]);
  });

  it("runs a single side when the item says so", () => {
    const left = planSession([item(1, hold({ side: "left" }), oneLeg)], settings);
    expect(locate(left, s(40))).toMatchObject({ side: "left", set: 2, setsInItem: 2 });
    expect(left.items[0]!.segments.filter((segment) => segment.phase === "work")).toHaveLength(2);
  });

  it("labels every phase of a right-leg-only item right, never left", () => {
    const right = planSession([item(1, hold({ side: "right" }), oneLeg)], settings);
    expect(right.items[0]!.segments.map((segment) => `${segment.phase} ${segment.side} ${segment.set}`)).toEqual([
      "get-ready right 1",
      "work right 1",
      "rest right 1",
      "work right 2",
    ]);
  });

  it("labels a two-leg exercise both, whatever side the item names", () => {
    const twoLegs = planSession([item(1, hold({ side: "right" }))], settings);
    expect(new Set(twoLegs.items[0]!.segments.map((segment) => segment.side))).toEqual(new Set(["both"]));
  });

  it("is done at and after the end: progress 100, nothing remaining", () => {
    for (const at of [plan.totalMs, plan.totalMs + 5_000]) {
      expect(locate(plan, at)).toMatchObject({
        itemIndex: 1,
        phase: "done",
        itemProgressPercent: 100,
        itemRemainingSeconds: 0,
        next: { kind: "end" },
      });
    }
  });

  it("is done on the last item's last set and side", () => {
    expect(locate(plan, plan.totalMs)).toMatchObject({ set: 2, side: "right", setsInItem: 2 });
  });

  it("is done at once in a session of no time, on its first set, both sides", () => {
    const nothing = planSession([item(1, hold({ sets: 1, holdSeconds: 0 }))], { getReadySeconds: 0, restBetweenExercisesSeconds: 0 });
    expect(nothing.totalMs).toBe(0);
    expect(locate(nothing, 0)).toMatchObject({ phase: "done", set: 1, side: "both", itemProgressPercent: 100 });
  });

  it("counts an item of no dosage as all done while its lead-in runs", () => {
    const plan = planSession([item(1, hold({ sets: 1, holdSeconds: 0 })), item(2, hold())], settings);
    expect(locate(plan, s(1))).toMatchObject({ itemIndex: 0, phase: "get-ready", itemProgressPercent: 100, itemRemainingSeconds: 0 });
  });

  it("has no position in an empty session", () => {
    expect(locate(planSession([], settings), 0)).toBeNull();
  });
});

describe("formatClock", () => {
  it("reads m:ss", () => {
    expect([0, 9, 65, 600].map(formatClock)).toEqual(["0:00", "0:09", "1:05", "10:00"]);
  });
});
