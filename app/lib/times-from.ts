import type { AvailabilitySlot } from "#contracts/booking.ts";

/** The times from `from` on (an ISO instant from the page's address), or all of them when it is absent or not a time. */
export function timesFrom(times: AvailabilitySlot[], from: string | null): AvailabilitySlot[];
export function timesFrom(times: AvailabilitySlot[] | null, from: string | null): AvailabilitySlot[] | null;
export function timesFrom(times: AvailabilitySlot[] | null, from: string | null): AvailabilitySlot[] | null {
  const since = from ? Date.parse(from) : Number.NaN;
  if (!times || Number.isNaN(since)) return times;
  return times.filter((slot) => Date.parse(slot.start_time) >= since);
}

/** The address of the list from `from` on, on the same page and at the list. */
export const laterTimesHref = (from: string) => `?from=${encodeURIComponent(from)}#available-times`;
