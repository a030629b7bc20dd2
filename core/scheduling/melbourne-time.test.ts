import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatLongDate,
  formatMelbourneSlot,
  formatSlotDate,
  formatSlotTime,
  isValidTimeZone,
  melbourneZoneLabel,
  melbourneZoneName,
  patientLocalTime,
  zonePlace,
} from "./melbourne-time.ts";

describe("Melbourne time labels", () => {
  it("says AEDT in summer and AEST in winter", () => {
    expect(melbourneZoneLabel(new Date("2027-01-15T00:00:00Z"))).toBe("AEDT");
    expect(melbourneZoneLabel(new Date("2026-07-15T00:00:00Z"))).toBe("AEST");
    expect(melbourneZoneName(new Date("2026-07-15T00:00:00Z"))).toBe("Australian Eastern Standard Time");
    expect(melbourneZoneName(new Date("2027-01-15T00:00:00Z"))).toBe("Australian Eastern Daylight Time");
  });

  it("switches at the exact changeover instants", () => {
    // 5 Apr 2026 03:00 AEDT = 4 Apr 16:00 UTC; 4 Oct 2026 02:00 AEST = 3 Oct 16:00 UTC.
    expect(melbourneZoneLabel(new Date("2026-04-04T15:59:59Z"))).toBe("AEDT");
    expect(melbourneZoneLabel(new Date("2026-04-04T16:00:00Z"))).toBe("AEST");
    expect(melbourneZoneLabel(new Date("2026-10-03T15:59:59Z"))).toBe("AEST");
    expect(melbourneZoneLabel(new Date("2026-10-03T16:00:00Z"))).toBe("AEDT");
  });
});

describe("slot formatting (en-AU)", () => {
  const instant = new Date("2026-11-23T22:30:00Z"); // Tue 24 Nov 9:30 am AEDT

  it("writes weekday, day, short month and a 12-hour time", () => {
    expect(formatSlotDate(instant)).toBe("Tue 24 Nov");
    expect(formatSlotTime(instant)).toBe("9:30 am");
    expect(formatMelbourneSlot(instant)).toBe("Tue 24 Nov, 9:30 am AEDT");
    expect(formatSlotTime(new Date("2026-11-24T03:00:00Z"))).toBe("2:00 pm");
    expect(formatLongDate(instant)).toBe("Tuesday 24 November 2026");
    // A calendar date has no zone: the same day wherever it is read, on the day clocks change too.
    expect(formatCalendarDay("2026-10-04")).toBe("Sunday 4 October 2026");
  });

  it("gives the patient's own time where their zone differs", () => {
    expect(patientLocalTime(instant, "Australia/Perth")).toEqual({
      date: "Tue 24 Nov",
      time: "6:30 am",
      place: "Perth",
      timeZone: "Australia/Perth",
    });
    expect(patientLocalTime(instant, "Europe/London")?.date).toBe("Mon 23 Nov");
    expect(patientLocalTime(instant, "America/New_York")?.place).toBe("New York");
  });

  it("gives nothing where the wall clock is the same as Melbourne's on that date", () => {
    expect(patientLocalTime(instant, "Australia/Melbourne")).toBeNull();
    expect(patientLocalTime(instant, "Australia/Sydney")).toBeNull();
    // Brisbane has no daylight saving: same as Melbourne in winter, an hour behind in summer.
    expect(patientLocalTime(new Date("2026-07-15T00:00:00Z"), "Australia/Brisbane")).toBeNull();
    expect(patientLocalTime(instant, "Australia/Brisbane")?.time).toBe("8:30 am");
  });

  it("ignores a missing or unknown zone", () => {
    expect(patientLocalTime(instant, null)).toBeNull();
    expect(patientLocalTime(instant, "Mars/Olympus_Mons")).toBeNull();
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("Australia/Perth")).toBe(true);
  });

  it("names the place of a zone by its last part", () => {
    expect(zonePlace("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zonePlace("UTC")).toBe("UTC");
  });
});

describe("formatting agrees with Intl's en-AU output", () => {
  it("for every hour of a year, in Melbourne and Perth", () => {
    const dateFormat = (timeZone: string) =>
      new Intl.DateTimeFormat("en-AU", { timeZone, weekday: "short", day: "numeric", month: "numeric" });
    // Intl's en-AU data writes "June" and "Sept"; the rows use three letters throughout.
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const timeFormat = (timeZone: string) =>
      new Intl.DateTimeFormat("en-AU", { timeZone, hour: "numeric", minute: "2-digit", hour12: true });
    for (const timeZone of ["Australia/Melbourne", "Australia/Perth"]) {
      const dates = dateFormat(timeZone);
      const times = timeFormat(timeZone);
      for (
        let instant = Date.parse("2026-01-01T00:00:00Z");
        instant < Date.parse("2027-01-01T00:00:00Z");
        instant += 60 * 60_000 + 7 * 60_000
      ) {
        const date = new Date(instant);
        const parts = Object.fromEntries(dates.formatToParts(date).map((part) => [part.type, part.value]));
        expect(formatSlotDate(date, timeZone)).toBe(`${parts.weekday} ${parts.day} ${months[Number(parts.month) - 1]}`);
        const t = Object.fromEntries(times.formatToParts(date).map((part) => [part.type, part.value]));
        expect(formatSlotTime(date, timeZone)).toBe(`${t.hour}:${t.minute} ${String(t.dayPeriod).toLowerCase()}`);
      }
    }
  });
});

describe("zone readers", () => {
  it("stay correct however many zones are asked about (the cache is bounded and refilled)", () => {
    const instant = new Date("2026-11-23T22:30:00Z");
    const zones = Intl.supportedValuesOf("timeZone");
    expect(zones.length).toBeGreaterThan(100);
    for (const zone of zones) expect(isValidTimeZone(zone)).toBe(true);
    expect(patientLocalTime(instant, "Australia/Perth")?.time).toBe("6:30 am");
    expect(formatMelbourneSlot(instant)).toBe("Tue 24 Nov, 9:30 am AEDT");
  });
});
