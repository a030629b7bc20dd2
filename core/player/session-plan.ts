import { setSeconds, setsInARow, type Dosage, type Side, type Timing } from "#core/exercises/dosage.ts";

/**
 * A played session as one timeline: every item is a lead-in (the rest between exercises, then
 * the get-ready countdown) followed by its dosage, whose sets and rests between sets are those of
 * `dosageSeconds`. Only the dosage counts in the item's 'm:ss remaining' and progress bar: they start at the
 * item's `duration` (docs/product/decisions.md, 21) and stay there through the lead-in, so the countdown never
 * includes time that is not the exercise (docs/decisions/0025).
 */

export interface PlayerItem {
  id: number;
  dosage: Dosage;
  timing: Timing;
}

export interface PlayerSettings {
  /** Countdown before each exercise. */
  getReadySeconds: number;
  /** Rest before every exercise but the first, on top of its get-ready. */
  restBetweenExercisesSeconds: number;
}

export const defaultPlayerSettings: PlayerSettings = { getReadySeconds: 5, restBetweenExercisesSeconds: 10 };

/** The leg a set is done with: a two-leg exercise, or a one-leg one done on "both" sides, is shown per set. */
export type SetSide = Side;

export type Phase = "get-ready" | "work" | "rest" | "done";

/** One stretch of the timeline, milliseconds from the session's start. */
export interface Segment {
  phase: Exclude<Phase, "done">;
  /** "between-exercises" for the lead-in rest, "between-sets" for the dosage's. */
  restKind: "between-sets" | "between-exercises" | null;
  startMs: number;
  endMs: number;
  /** 1-based set on its side; during a rest, the set just done; during a lead-in, the first set. */
  set: number;
  side: SetSide;
}

export interface ItemPlan {
  item: PlayerItem;
  /** Where the item's lead-in starts (the previous item's end). */
  startMs: number;
  /** Where previous/next land: its get-ready (the rest between exercises is skipped when the patient moves on). */
  entryMs: number;
  /** Where its dosage starts: its progress is 0 until then. */
  dosageStartMs: number;
  endMs: number;
  /** Sets on one side. */
  setsPerSide: number;
  segments: Segment[];
}

export interface SessionPlan {
  items: ItemPlan[];
  totalMs: number;
}

const SECOND = 1000;

/** The side of the n-th set in a row (0-based): "both" on a one-leg exercise is every set left, then right. */
function sideOf(dosage: Dosage, unilateral: boolean, index: number): { side: SetSide; set: number } {
  if (!unilateral) return { side: "both", set: index + 1 };
  if (dosage.side !== "both") return { side: dosage.side, set: index + 1 };
  return index < dosage.sets ? { side: "left", set: index + 1 } : { side: "right", set: index - dosage.sets + 1 };
}

export function planSession(items: readonly PlayerItem[], settings: PlayerSettings = defaultPlayerSettings): SessionPlan {
  let at = 0;
  const plans = items.map((item, index): ItemPlan => {
    const startMs = at;
    const segments: Segment[] = [];
    const first = sideOf(item.dosage, item.timing.unilateral, 0);
    const push = (phase: Segment["phase"], restKind: Segment["restKind"], seconds: number, set: number, side: SetSide) => {
      if (seconds <= 0) return;
      segments.push({ phase, restKind, startMs: at, endMs: at + seconds * SECOND, set, side });
      at += seconds * SECOND;
    };
    if (index > 0) push("rest", "between-exercises", settings.restBetweenExercisesSeconds, first.set, first.side);
    const entryMs = at;
    push("get-ready", null, settings.getReadySeconds, first.set, first.side);
    const dosageStartMs = at;
    const sets = setsInARow(item.dosage, item.timing.unilateral);
    const work = setSeconds(item.dosage, item.timing.secondsPerRep);
    for (let n = 0; n < sets; n += 1) {
      const { set, side } = sideOf(item.dosage, item.timing.unilateral, n);
      push("work", null, work, set, side);
      if (n < sets - 1) push("rest", "between-sets", item.dosage.restSeconds, set, side);
    }
    return { item, startMs, entryMs, dosageStartMs, endMs: at, setsPerSide: item.dosage.sets, segments };
  });
  return { items: plans, totalMs: at };
}

/** What the screen says comes after the current phase. */
export type Upcoming =
  | { kind: "work"; set: number; side: SetSide }
  | { kind: "rest"; seconds: number }
  | { kind: "exercise"; itemIndex: number }
  | { kind: "end" };

export interface Position {
  itemIndex: number;
  set: number;
  setsInItem: number;
  side: SetSide;
  phase: Phase;
  restKind: Segment["restKind"];
  /** Whole seconds left in this phase, rounded up (a countdown shows 3, 2, 1, never 0 while running). */
  phaseRemainingSeconds: number;
  /** The dosage's whole seconds left: the item's `duration` until the dosage starts. */
  itemRemainingSeconds: number;
  /** 0-100 through the item's dosage. */
  itemProgressPercent: number;
  next: Upcoming;
}

const ceilSeconds = (ms: number) => Math.max(0, Math.ceil(ms / SECOND - 1e-9));

function upcoming(plan: SessionPlan, itemIndex: number, segmentIndex: number): Upcoming {
  const itemPlan = plan.items[itemIndex]!;
  const following = itemPlan.segments[segmentIndex + 1];
  if (following?.phase === "work") return { kind: "work", set: following.set, side: following.side };
  if (following?.phase === "rest") return { kind: "rest", seconds: (following.endMs - following.startMs) / SECOND };
  // The rest between exercises leads to this item's own get-ready.
  if (following?.phase === "get-ready") return { kind: "exercise", itemIndex };
  return itemIndex + 1 < plan.items.length ? { kind: "exercise", itemIndex: itemIndex + 1 } : { kind: "end" };
}

/** Where a session is after `elapsedMs` of play on its timeline; `done` at or past its end (progress 100). */
export function locate(plan: SessionPlan, elapsedMs: number): Position | null {
  const last = plan.items.length - 1;
  if (last < 0) return null;
  if (elapsedMs >= plan.totalMs) {
    const itemPlan = plan.items[last]!;
    const lastSegment = itemPlan.segments.at(-1);
    return {
      itemIndex: last,
      set: lastSegment?.set ?? 1,
      setsInItem: itemPlan.setsPerSide,
      side: lastSegment?.side ?? "both",
      phase: "done",
      restKind: null,
      phaseRemainingSeconds: 0,
      itemRemainingSeconds: 0,
      itemProgressPercent: 100,
      next: { kind: "end" },
    };
  }
  const at = Math.max(0, elapsedMs);
  const itemIndex = plan.items.findIndex((itemPlan) => at < itemPlan.endMs);
  const itemPlan = plan.items[itemIndex]!;
  const segmentIndex = itemPlan.segments.findIndex((segment) => at < segment.endMs);
  const segment = itemPlan.segments[segmentIndex]!;
  const dosageMs = itemPlan.endMs - itemPlan.dosageStartMs;
  const intoDosage = Math.min(dosageMs, Math.max(0, at - itemPlan.dosageStartMs));
  return {
    itemIndex,
    set: segment.set,
    setsInItem: itemPlan.setsPerSide,
    side: segment.side,
    phase: segment.phase,
    restKind: segment.restKind,
    phaseRemainingSeconds: ceilSeconds(segment.endMs - at),
    itemRemainingSeconds: ceilSeconds(dosageMs - intoDosage),
    itemProgressPercent: dosageMs === 0 ? 100 : (intoDosage / dosageMs) * 100,
    next: upcoming(plan, itemIndex, segmentIndex),
  };
}

/** Spec 'm:ss remaining': '1:05', '0:09'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
