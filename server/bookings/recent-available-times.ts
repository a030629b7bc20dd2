import type { Slot } from "#core/scheduling/slots.ts";
import type { AppServices } from "#server/context.ts";
import { availableTimes } from "./available-times.ts";

/**
 * How long the booking pages' requests share one list of open times (docs/decisions/0054). A time taken on
 * another instance shows as open for at most this long; choosing it is refused by the hold, which reads
 * the scheduler afresh, and a hold tried on this instance forgets the list at once.
 */
export const AVAILABLE_TIMES_MAX_AGE_MS = 2_000;

/** One value loaded at most once per `maxAgeMs`: callers in that time share the load (its failure is not kept). */
export function sharedForMoment<T>(load: () => Promise<T>, maxAgeMs: number, now: () => number = Date.now) {
  let kept: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      if (kept && now() - kept.at < maxAgeMs) return kept.value;
      const value = load();
      const entry = { at: now(), value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = null;
      });
      return value;
    },
    forget() {
      kept = null;
    },
  };
}

const perServices = new WeakMap<AppServices, ReturnType<typeof sharedForMoment<Slot[]>>>();

/** The open times as the booking pages list them: the scheduler's, shared for a moment per server process. */
export function recentAvailableTimes(services: AppServices) {
  let shared = perServices.get(services);
  if (!shared) {
    shared = sharedForMoment(() => availableTimes(services), AVAILABLE_TIMES_MAX_AGE_MS);
    perServices.set(services, shared);
  }
  return shared;
}
