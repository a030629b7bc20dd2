import { describe, expect, it } from "vitest";
import { defaultSchedulerSettings } from "./scheduler-settings.ts";
import { isWithinWorkingHours } from "./working-hours.ts";

describe("isWithinWorkingHours", () => {
  const settings = {
    ...defaultSchedulerSettings,
    weeklyHours: [{ weekday: 1, start: "09:00", end: "12:00" }],
    daysOff: [{ from: "2026-06-15", to: "2026-06-15" }],
  };
  const half = (iso: string) => [new Date(iso), new Date(new Date(iso).getTime() + 30 * 60_000)] as const;
  it.each([
    // Monday 8 June 2026, Melbourne AEST (+10).
    ["inside the range", "2026-06-07T23:00:00Z", true],
    ["ending exactly at its end", "2026-06-08T01:30:00Z", true],
    ["running past its end", "2026-06-08T01:45:00Z", false],
    ["before it starts", "2026-06-07T22:30:00Z", false],
    ["on a day without hours (Tuesday)", "2026-06-08T23:00:00Z", false],
    ["on a day off (Monday 15 June)", "2026-06-14T23:00:00Z", false],
  ])("%s", (_name, iso, inside) => {
    const [start, end] = half(iso);
    expect(isWithinWorkingHours(start, end, settings)).toBe(inside);
  });
});
