import { describe, expect, it } from "vitest";
import type { Dosage, Timing } from "#core/exercises/dosage.ts";
import {
  canGoNext,
  canGoPrevious,
  end,
  initialPlayerState,
  isPlaying,
  itemIndexAt,
  next,
  pause,
  play,
  previous,
  summarize,
  tick,
} from "./player-state.ts";
import { locate, planSession, type PlayerItem } from "./session-plan.ts";

const dosage: Dosage = { sets: 1, reps: null, holdSeconds: 20, restSeconds: 0, side: "both" };
const timing: Timing = { unilateral: false, secondsPerRep: 3 };
const item = (id: number): PlayerItem => ({ id, dosage, timing });
// Three items of 20 s: A get-ready 0-5, work 5-25; B rest 25-35, get-ready 35-40, work 40-60; C rest 60-70, ready 70-75, work 75-95.
const plan = planSession([item(11), item(12), item(13)], { getReadySeconds: 5, restBetweenExercisesSeconds: 10 });
const s = (seconds: number) => seconds * 1000;
const T0 = 1_000_000;

const playing = () => play(plan, initialPlayerState, T0);

describe("play and pause", () => {
  it("starts paused at the beginning; play anchors the timeline to the clock", () => {
    expect(isPlaying(initialPlayerState)).toBe(false);
    const state = playing();
    expect(isPlaying(state)).toBe(true);
    expect(tick(plan, state, T0 + s(12)).elapsedMs).toBe(s(12));
  });

  it("pause stops time: the clock running on while paused moves nothing", () => {
    const paused = pause(plan, playing(), T0 + s(8));
    expect(isPlaying(paused)).toBe(false);
    expect(tick(plan, paused, T0 + s(100))).toBe(paused);
    const resumed = tick(plan, play(plan, paused, T0 + s(100)), T0 + s(102));
    expect(resumed.elapsedMs).toBe(s(10));
    expect(resumed.activeMs).toBe(s(10));
  });

  it("does not play an empty session, and next on it ends it", () => {
    expect(play(planSession([]), initialPlayerState, T0)).toBe(initialPlayerState);
    expect(next(planSession([]), initialPlayerState, T0)).toMatchObject({ done: true, anchorMs: null, skippedIds: [] });
  });

  it("play while playing keeps the first anchor: no time is lost", () => {
    const again = play(plan, playing(), T0 + s(5));
    expect(again.anchorMs).toBe(T0);
    expect(tick(plan, again, T0 + s(10)).elapsedMs).toBe(s(10));
  });

  it("pause while paused changes nothing", () => {
    const paused = pause(plan, playing(), T0 + s(8));
    expect(pause(plan, paused, T0 + s(20))).toBe(paused);
  });
});

describe("itemIndexAt", () => {
  it("is the item whose end is still ahead: the next one from the very end of the previous", () => {
    expect(itemIndexAt(plan, 0)).toBe(0);
    expect(itemIndexAt(plan, plan.items[0]!.endMs - 1)).toBe(0);
    expect(itemIndexAt(plan, plan.items[0]!.endMs)).toBe(1);
  });

  it("is the last item at and past the timeline's end", () => {
    expect(itemIndexAt(plan, plan.totalMs)).toBe(2);
    expect(itemIndexAt(plan, plan.totalMs + s(60))).toBe(2);
  });
});

describe("tick (and resync after a hidden tab)", () => {
  it("measures time from the clock, not from the number of ticks: one late reading catches up", () => {
    const everySecond = Array.from({ length: 30 }, (_, n) => T0 + s(n + 1)).reduce((state, now) => tick(plan, state, now), playing());
    const once = tick(plan, playing(), T0 + s(30));
    expect(once.elapsedMs).toBe(everySecond.elapsedMs);
    expect(once.completedIds).toEqual([11]);
  });

  it("completes every item whose end a long gap passed, and ends the session at the timeline's end", () => {
    const state = tick(plan, playing(), T0 + s(500));
    expect(state).toMatchObject({ done: true, anchorMs: null, elapsedMs: plan.totalMs, completedIds: [11, 12, 13] });
    expect(locate(plan, state.elapsedMs)).toMatchObject({ phase: "done", itemProgressPercent: 100 });
    expect(state.activeMs).toBe(s(500));
  });
});

describe("next and previous", () => {
  it("previous is disabled on the first item, next on none but the last", () => {
    const first = playing();
    expect(canGoPrevious(plan, first)).toBe(false);
    expect(canGoNext(plan, first)).toBe(true);
    expect(previous(plan, first, T0 + s(3)).elapsedMs).toBe(s(3));
    const last = tick(plan, first, T0 + s(80));
    expect(canGoPrevious(plan, last)).toBe(true);
    expect(canGoNext(plan, last)).toBe(false);
  });

  it("next resets progress to 0 at the next item's get-ready, keeps playing and counts the item as skipped", () => {
    const state = next(plan, playing(), T0 + s(15));
    expect(state).toMatchObject({ elapsedMs: plan.items[1]!.entryMs, anchorMs: T0 + s(15), skippedIds: [11] });
    expect(locate(plan, state.elapsedMs)).toMatchObject({ itemIndex: 1, phase: "get-ready", itemProgressPercent: 0 });
    expect(tick(plan, state, T0 + s(16)).elapsedMs).toBe(plan.items[1]!.entryMs + s(1));
  });

  it("next while paused moves without starting to play", () => {
    const paused = pause(plan, playing(), T0 + s(2));
    expect(isPlaying(next(plan, paused, T0 + s(9)))).toBe(false);
  });

  it("next on the last item stops playback and sets progress to 100", () => {
    const onLast = next(plan, next(plan, playing(), T0), T0);
    const stopped = next(plan, onLast, T0 + s(1));
    expect(stopped).toMatchObject({ done: true, anchorMs: null, elapsedMs: plan.totalMs, skippedIds: [11, 12, 13] });
    expect(locate(plan, stopped.elapsedMs)?.itemProgressPercent).toBe(100);
  });

  it("previous resets progress to 0 on the item before and keeps playing; finishing a skipped item unskips it", () => {
    const skipped = next(plan, playing(), T0 + s(2));
    const back = previous(plan, skipped, T0 + s(3));
    expect(back).toMatchObject({ elapsedMs: plan.items[0]!.entryMs, anchorMs: T0 + s(3) });
    expect(tick(plan, back, T0 + s(30))).toMatchObject({ completedIds: [11], skippedIds: [] });
  });

  it("does not complete a skipped item whose end is where the next one starts (no rest between exercises)", () => {
    const back2back = planSession([item(11), item(12)], { getReadySeconds: 5, restBetweenExercisesSeconds: 0 });
    const skipped = next(back2back, play(back2back, initialPlayerState, T0), T0 + s(2));
    expect(skipped.elapsedMs).toBe(back2back.items[0]!.endMs);
    expect(tick(back2back, skipped, T0 + s(3))).toMatchObject({ completedIds: [], skippedIds: [11] });
  });

  it("counts an item done once, however often it is played to its end", () => {
    const twice = tick(plan, previous(plan, tick(plan, playing(), T0 + s(30)), T0 + s(30)), T0 + s(60));
    expect(twice.elapsedMs).toBe(s(30));
    expect(twice.completedIds).toEqual([11]);
  });

  it("does not count an item already done as skipped", () => {
    const afterA = tick(plan, playing(), T0 + s(27));
    expect(next(plan, afterA, T0 + s(27)).skippedIds).toEqual([12]);
    const doneThenBack = previous(plan, tick(plan, playing(), T0 + s(45)), T0 + s(45));
    expect(next(plan, doneThenBack, T0 + s(46)).skippedIds).toEqual([]);
  });
});

describe("end and summary", () => {
  it("ends early where it is, and sums up time played, items done and skipped", () => {
    let state = tick(plan, playing(), T0 + s(30));
    state = pause(plan, state, T0 + s(30));
    state = play(plan, state, T0 + s(90));
    state = next(plan, state, T0 + s(95));
    state = end(plan, state, T0 + s(100));
    expect(state.done).toBe(true);
    expect(isPlaying(state)).toBe(false);
    expect(summarize(plan, state)).toEqual({ activeSeconds: 40, completedCount: 1, totalCount: 3, skippedIds: [12] });
    expect(canGoNext(plan, state)).toBe(false);
    expect(play(plan, state, T0 + s(101))).toBe(state);
  });

  it("once ended, next and previous change nothing", () => {
    const ended = end(plan, tick(plan, playing(), T0 + s(45)), T0 + s(45));
    expect(next(plan, ended, T0 + s(50))).toBe(ended);
    expect(previous(plan, ended, T0 + s(50))).toBe(ended);
  });
});
