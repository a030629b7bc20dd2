import { useCallback, useEffect, useState } from "react";
import { initialPlayerState, isPlaying, tick, type PlayerState } from "#core/player/player-state.ts";
import type { SessionPlan } from "#core/player/session-plan.ts";

type Transition = (plan: SessionPlan, state: PlayerState, now: number) => PlayerState;

const SECOND = 1000;

/**
 * The player's state driven by the clock (performance.now): while playing, a timer wakes on each whole
 * second of the timeline (docs/product/spec.md §9: the tick is 1 second) and reads the clock, so a late or throttled timer
 * only delays a render, never the time; a tab coming back into view resyncs at once.
 */
export function useSessionClock(plan: SessionPlan) {
  const [state, setState] = useState<PlayerState>(initialPlayerState);
  const act = useCallback(
    (transition: Transition) => {
      const now = performance.now();
      setState((current) => transition(plan, current, now));
    },
    [plan],
  );

  // While playing, elapsedMs - anchorMs stays the same from tick to tick; it changes on play and on a seek,
  // which is when the timer is set again, on the timeline's next whole second.
  const offset = isPlaying(state) ? state.elapsedMs - (state.anchorMs ?? 0) : null;
  useEffect(() => {
    if (offset === null) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(
      () => {
        act(tick);
        interval = setInterval(() => act(tick), SECOND);
      },
      SECOND - ((offset + performance.now()) % SECOND),
    );
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [offset, act]);

  useEffect(() => {
    const resync = () => {
      if (document.visibilityState === "visible") act(tick);
    };
    document.addEventListener("visibilitychange", resync);
    return () => document.removeEventListener("visibilitychange", resync);
  }, [act]);

  const restart = useCallback(() => setState(initialPlayerState), []);
  return { state, act, restart };
}
