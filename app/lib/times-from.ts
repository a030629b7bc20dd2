import { availabilitySlotOf } from "#contracts/availability-slot.ts";
import type { AvailabilitySlot } from "#contracts/booking.ts";
import type { Slot } from "#core/scheduling/slots.ts";

/** Up to 10 slots are listed, with a line saying how many more there are (docs/product/spec.md §9). */
export const MAX_LISTED_SLOTS = 10;

/** What a page lists of the open times: the first ten, how many more there are, and where they start. */
export interface ListedTimes {
  listed: AvailabilitySlot[];
  more: number;
  /** The first time not listed, where 'Show later times' starts the list. */
  nextStart: string | null;
}

/**
 * The times a page lists from `from` on (an ISO instant from the page's address; all of them when it is
 * absent or not a time). Only the listed ones go to the page: the loader's data is in its HTML. The
 * scheduler's slots are written out only when listed: weeks of them are written for ten (docs/decisions/0045).
 */
export function listTimesFrom(times: readonly (Slot | AvailabilitySlot)[] | null, from: string | null): ListedTimes | null {
  if (!times) return null;
  const since = from ? Date.parse(from) : Number.NaN;
  const open = Number.isNaN(since) ? times : times.filter((time) => startOf(time) >= since);
  const listed = open.slice(0, MAX_LISTED_SLOTS).map(asAvailabilitySlot);
  const next = open[listed.length];
  return { listed, more: open.length - listed.length, nextStart: next ? asAvailabilitySlot(next).start_time : null };
}

const startOf = (time: Slot | AvailabilitySlot) => ("start" in time ? time.start.getTime() : Date.parse(time.start_time));
const asAvailabilitySlot = (time: Slot | AvailabilitySlot) => ("start" in time ? availabilitySlotOf(time) : time);

/** The address of the list from `from` on, on the same page and at the list. */
export const laterTimesHref = (from: string) => `?from=${encodeURIComponent(from)}#available-times`;
