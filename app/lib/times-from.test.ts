import { describe, expect, it } from "vitest";
import type { AvailabilitySlot } from "#contracts/booking.ts";
import { listTimesFrom, MAX_LISTED_SLOTS } from "./times-from.ts";

const hour = (i: number) => new Date(Date.UTC(2026, 11, 1, i)).toISOString();
const times: AvailabilitySlot[] = Array.from({ length: 25 }, (_, i) => ({
  start_time: hour(i),
  end_time: hour(i + 1),
  status: "available",
}));

describe("listTimesFrom", () => {
  it("lists the first ten, counts the rest and names where they start", () => {
    const page = listTimesFrom(times, null)!;
    expect(page.listed.map((slot) => slot.start_time)).toEqual(times.slice(0, MAX_LISTED_SLOTS).map((slot) => slot.start_time));
    expect(page.more).toBe(15);
    expect(page.nextStart).toBe(times[10]!.start_time);
  });

  it("starts at `from`, and ignores a `from` that is not a time", () => {
    expect(listTimesFrom(times, times[20]!.start_time)).toEqual({ listed: times.slice(20), more: 0, nextStart: null });
    expect(listTimesFrom(times, "soon")!.listed[0]).toEqual(times[0]);
  });

  it("lists a scheduler's slots as the API's times, writing out only the listed ones and where the rest start", () => {
    const slots = times.map((time) => ({ start: new Date(time.start_time), end: new Date(time.end_time) }));
    expect(listTimesFrom(slots, null)).toEqual(listTimesFrom(times, null));
    expect(listTimesFrom(slots, times[18]!.start_time)).toEqual({ listed: times.slice(18), more: 0, nextStart: null });
  });

  it("says nothing when the scheduler could not be asked", () => {
    expect(listTimesFrom(null, null)).toBeNull();
  });
});
