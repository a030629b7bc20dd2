import { describe, expect, it } from "vitest";
import { defaultSchedulerSettings } from "./scheduler-settings.ts";
import { isWithinWorkingHours } from "./working-hours.ts";

describe("isWithinWorkingHours", () => {
  const settings = {
    ...defaultSchedulerSettings,
    weeklyHours: [
      { weekday: 1, start: "09:00", end: "12:00" },
      { weekday: 3, start: "13:30", end: "15:00" },
      { weekday: 7, start: "10:00", end: "11:00" },
    ],
    daysOff: [{ from: "2026-06-15", to: "2026-06-15" }],
  };
  const half = (iso: string) => [new Date(iso), new Date(new Date(iso).getTime() + 30 * 60_000)] as const;
  it.each([
    // Monday 8 June 2026, Melbourne AEST (+10): Sunday 7 June in UTC.
    ["starting at the range's start", "2026-06-07T23:00:00Z", true],
    ["ending exactly at its end", "2026-06-08T01:30:00Z", true],
    ["running past its end", "2026-06-08T01:45:00Z", false],
    ["before it starts", "2026-06-07T22:30:00Z", false],
    ["starting a minute before it", "2026-06-07T22:59:00Z", false],
    ["on a day without hours (Tuesday)", "2026-06-08T23:00:00Z", false],
    ["on a day off (Monday 15 June)", "2026-06-14T23:00:00Z", false],
    // Wednesday 10 June: hours from 13:30, so the minutes of the start count, not only its hour.
    ["at 13:30 on Wednesday", "2026-06-10T03:30:00Z", true],
    ["at 13:15 on Wednesday", "2026-06-10T03:15:00Z", false],
    ["at 14:30 on Wednesday, ending at 15:00", "2026-06-10T04:30:00Z", true],
    ["at 14:45 on Wednesday, ending at 15:15", "2026-06-10T04:45:00Z", false],
    // Sunday 14 June: the ISO weekday 7, which the local clock calls day 0.
    ["on Sunday inside its hours", "2026-06-14T00:00:00Z", true],
    ["on Sunday before its hours", "2026-06-13T23:30:00Z", false],
  ])("%s", (_name, iso, inside) => {
    const [start, end] = half(iso);
    expect(isWithinWorkingHours(start, end, settings)).toBe(inside);
  });

  it("measures the consultation from its own start and end", () => {
    const start = new Date("2026-06-07T23:00:00Z");
    expect(isWithinWorkingHours(start, new Date("2026-06-08T02:00:00Z"), settings)).toBe(true);
    expect(isWithinWorkingHours(start, new Date("2026-06-08T02:01:00Z"), settings)).toBe(false);
  });
});
