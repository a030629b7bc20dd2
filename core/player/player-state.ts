import type { SessionPlan } from "./session-plan.ts";

/**
 * The player's state and its transitions (docs/product/spec.md §4 "Playlist player"), pure: each takes a clock
 * reading (`now`, milliseconds of performance.now or Date.now) and measures the time played from it, so a
 * throttled timer or a locked phone does not drift: the next reading catches up (`tick` is also the resync
 * on visibilitychange).
 */
export interface PlayerState {
  /** Position on the session's timeline at `anchorMs`. */
  elapsedMs: number;
  /** The clock reading the position was taken at while playing; null when paused or done. */
  anchorMs: number | null;
  /** Time played, pauses excluded, whatever previous/next did to the position. */
  activeMs: number;
  /** Items whose dosage ran to its end. */
  completedIds: number[];
  /** Items left with 'next' before their end and not completed since. */
  skippedIds: number[];
  done: boolean;
}

export const initialPlayerState: PlayerState = {
  elapsedMs: 0,
  anchorMs: null,
  activeMs: 0,
  completedIds: [],
  skippedIds: [],
  done: false,
};

export const isPlaying = (state: PlayerState) => state.anchorMs !== null;

/** The index of the item at a timeline position (the last one at or past the end). */
export function itemIndexAt(plan: SessionPlan, elapsedMs: number): number {
  const index = plan.items.findIndex((itemPlan) => elapsedMs < itemPlan.endMs);
  return index === -1 ? plan.items.length - 1 : index;
}

/** Catch up with the clock: items whose end was passed are completed; at the timeline's end the session is done. */
export function tick(plan: SessionPlan, state: PlayerState, now: number): PlayerState {
  if (state.anchorMs === null || state.done) return state;
  const played = Math.max(0, now - state.anchorMs);
  const elapsedMs = Math.min(plan.totalMs, state.elapsedMs + played);
  const finished = plan.items
    .filter((itemPlan) => itemPlan.endMs > state.elapsedMs && itemPlan.endMs <= elapsedMs)
    .map((itemPlan) => itemPlan.item.id);
  const done = elapsedMs >= plan.totalMs;
  return {
    elapsedMs,
    anchorMs: done ? null : now,
    activeMs: state.activeMs + played,
    completedIds: [...state.completedIds, ...finished.filter((id) => !state.completedIds.includes(id))],
    skippedIds: state.skippedIds.filter((id) => !finished.includes(id)),
    done,
  };
}

export function play(plan: SessionPlan, state: PlayerState, now: number): PlayerState {
  if (state.done || state.anchorMs !== null || plan.items.length === 0) return state;
  return { ...state, anchorMs: now };
}

export function pause(plan: SessionPlan, state: PlayerState, now: number): PlayerState {
  const caughtUp = tick(plan, state, now);
  return caughtUp.anchorMs === null ? caughtUp : { ...caughtUp, anchorMs: null };
}

export function canGoPrevious(plan: SessionPlan, state: PlayerState): boolean {
  return !state.done && itemIndexAt(plan, state.elapsedMs) > 0;
}

export function canGoNext(plan: SessionPlan, state: PlayerState): boolean {
  return !state.done && itemIndexAt(plan, state.elapsedMs) < plan.items.length - 1;
}

/** Leaving an item before its end with 'next' counts it as skipped. */
function skipCurrent(plan: SessionPlan, state: PlayerState): number[] {
  const id = plan.items[itemIndexAt(plan, state.elapsedMs)]?.item.id;
  if (id === undefined || state.completedIds.includes(id) || state.skippedIds.includes(id)) return state.skippedIds;
  return [...state.skippedIds, id];
}

/** To the start of an item (its get-ready), progress 0, playing on if it was playing. */
function seek(state: PlayerState, elapsedMs: number, now: number): PlayerState {
  return { ...state, elapsedMs, anchorMs: state.anchorMs === null ? null : now };
}

/** Spec: next resets progress and keeps playing; on the last item it stops playback and sets progress to 100. */
export function next(plan: SessionPlan, state: PlayerState, now: number): PlayerState {
  const current = tick(plan, state, now);
  if (current.done) return current;
  const index = itemIndexAt(plan, current.elapsedMs);
  const skippedIds = skipCurrent(plan, current);
  const following = plan.items[index + 1];
  if (!following) return { ...current, skippedIds, elapsedMs: plan.totalMs, anchorMs: null, done: true };
  return seek({ ...current, skippedIds }, following.entryMs, now);
}

/** Spec: previous resets progress and keeps playing; there is none before the first item. */
export function previous(plan: SessionPlan, state: PlayerState, now: number): PlayerState {
  const current = tick(plan, state, now);
  if (current.done) return current;
  const index = itemIndexAt(plan, current.elapsedMs);
  const before = plan.items[index - 1];
  return before ? seek(current, before.entryMs, now) : current;
}

/** The patient ends the session early: time stops where it is; items not reached are neither done nor skipped. */
export function end(plan: SessionPlan, state: PlayerState, now: number): PlayerState {
  const current = tick(plan, state, now);
  return { ...current, anchorMs: null, done: true };
}

export interface SessionSummary {
  /** Whole seconds played, pauses excluded. */
  activeSeconds: number;
  completedCount: number;
  totalCount: number;
  skippedIds: number[];
}

export function summarize(plan: SessionPlan, state: PlayerState): SessionSummary {
  return {
    activeSeconds: Math.round(state.activeMs / 1000),
    completedCount: state.completedIds.length,
    totalCount: plan.items.length,
    skippedIds: state.skippedIds,
  };
}
