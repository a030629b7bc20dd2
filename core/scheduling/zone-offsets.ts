import { tzOffset } from "@date-fns/tz/tzOffset";

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

interface Transition {
  /** First instant (ms) of the new offset. */
  at: number;
  after: number;
}

/**
 * A time zone's UTC offsets over a span of time, read once from the time-zone library: offsets are sampled
 * weekly and each change is located to the minute by bisection. Converting a wall-clock time is then plain
 * arithmetic, instead of one library call per slot (which made an 8-week horizon cost ~10 ms).
 * Zones change offset at most a few times a year, never twice in a week, so weekly samples miss nothing.
 */
export function zoneOffsets(timeZone: string, from: number, to: number) {
  const initial = tzOffset(timeZone, new Date(from));
  const transitions: Transition[] = [];
  let previousAt = from;
  let previous = initial;
  for (let at = from + WEEK; at < to + 2 * WEEK; at += WEEK) {
    const offset = tzOffset(timeZone, new Date(at));
    if (offset !== previous) {
      let low = previousAt;
      let high = at;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (tzOffset(timeZone, new Date(middle)) === previous) low = middle;
        else high = middle;
      }
      transitions.push({ at: high, after: offset });
    }
    previousAt = at;
    previous = offset;
  }

  /** The offset in minutes (e.g. 600 for UTC+10) at an instant. */
  function offsetAt(instant: number): number {
    let offset = initial;
    for (const transition of transitions) {
      if (transition.at <= instant) offset = transition.after;
      else break;
    }
    return offset;
  }

  /**
   * The instant of a local wall-clock time (month 0-based). An ambiguous time (clocks going back) gives the
   * earlier instant; a time that does not exist (clocks going forward) gives the instant the clocks jump to.
   */
  function instantOf(year: number, month: number, day: number, hours: number, minutes: number): number {
    const wall = Date.UTC(year, month, day, hours, minutes);
    const candidates = [...new Set([initial, ...transitions.map((transition) => transition.after)])].sort((a, b) => b - a);
    for (const offset of candidates) {
      const instant = wall - offset * MINUTE;
      if (offsetAt(instant) === offset) return instant;
    }
    // In a gap: the wall time read with the offset before the change lands just after it.
    return wall - offsetAt(wall - Math.max(...candidates) * MINUTE) * MINUTE;
  }

  return { offsetAt, instantOf };
}
