import { useCallback, useEffect, useState } from "react";
import { initialPlayerState, isPlaying, tick, type PlayerState } from "#core/player/player-state.ts";
import type { SessionPlan } from "#core/player/session-plan.ts";

type Transition = (plan: SessionPlan, state: PlayerState, now: number) => PlayerState;

const SECOND = 1000;

/**
 * The player's state driven by the clock (performance.now): while playing, one timer wakes on the next
 * whole second of the timeline (spec §9: the tick is 1 second) and reads the clock, so a late or throttled
 * timer only delays a render, never the time; a tab coming back into view resyncs at once.
 */
export function useSessionClock(plan: SessionPlan) {
  const [state, setState] = useState<PlayerState>(initialPlayerState);
  const act = useCallback((transition: Transition) => setState((current) => transition(plan, current, performance.now())), [plan]);

  useEffect(() => {
    if (!isPlaying(state)) return;
    const timer = setTimeout(() => act(tick), SECOND - (state.elapsedMs % SECOND));
    return () => clearTimeout(timer);
  }, [state, act]);

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
