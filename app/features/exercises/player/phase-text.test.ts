import { describe, expect, it } from "vitest";
import type { Position } from "#core/player/session-plan.ts";
import { phaseTitle, setText, upcomingText } from "./phase-text.ts";

const at = (over: Partial<Position>): Position => ({
  itemIndex: 0,
  set: 2,
  setsInItem: 3,
  side: "left",
  phase: "work",
  restKind: null,
  phaseRemainingSeconds: 10,
  itemRemainingSeconds: 60,
  itemProgressPercent: 50,
  next: { kind: "end" },
  ...over,
});

describe("the player's words", () => {
  it("says where the patient is: set, side, work", () => {
    expect(setText(at({}), { reps: null, holdSeconds: 20 })).toBe("Set 2 of 3 · Left · Hold 20 s");
    expect(setText(at({ side: "both" }), { reps: 10, holdSeconds: null })).toBe("Set 2 of 3 · 10 reps");
  });

  it("names each phase", () => {
    expect(
      [
        at({ phase: "get-ready" }),
        at({}),
        at({ phase: "rest", restKind: "between-sets" }),
        at({ phase: "rest", restKind: "between-exercises" }),
      ].map(phaseTitle),
    ).toEqual(["Get ready", "Go", "Rest", "Rest before the next exercise"]);
  });

  it("says what comes next", () => {
    const name = (index: number) => ["Quad sets", "Heel slides"][index]!;
    expect(upcomingText({ kind: "work", set: 1, side: "right" }, 3, name)).toBe("Next: Set 1 of 3 · Right");
    expect(upcomingText({ kind: "rest", seconds: 30 }, 3, name)).toBe("Next: rest 30 s");
    expect(upcomingText({ kind: "exercise", itemIndex: 1 }, 3, name)).toBe("Next: Heel slides");
    expect(upcomingText({ kind: "end" }, 3, name)).toBe("Next: end of session");
  });
});
