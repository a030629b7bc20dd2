import type { AvailabilitySlot } from "#contracts/booking.ts";

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
 * absent or not a time). Only the listed ones go to the page: the loader's data is in its HTML.
 */
export function listTimesFrom(times: AvailabilitySlot[] | null, from: string | null): ListedTimes | null {
  if (!times) return null;
  const since = from ? Date.parse(from) : Number.NaN;
  const open = Number.isNaN(since) ? times : times.filter((slot) => Date.parse(slot.start_time) >= since);
  const listed = open.slice(0, MAX_LISTED_SLOTS);
  return { listed, more: open.length - listed.length, nextStart: open[listed.length]?.start_time ?? null };
}

/** The address of the list from `from` on, on the same page and at the list. */
export const laterTimesHref = (from: string) => `?from=${encodeURIComponent(from)}#available-times`;
