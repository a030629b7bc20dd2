import { describe, expect, it } from "vitest";
import {
  formatLongDate,
  formatMelbourneSlot,
  formatSlotDate,
  formatSlotTime,
  melbourneZoneLabel,
  melbourneZoneName,
  patientLocalTime,
} from "./melbourne-time.ts";

describe("Melbourne time labels", () => {
  it("says AEDT in summer and AEST in winter", () => {
    expect(melbourneZoneLabel(new Date("2027-01-15T00:00:00Z"))).toBe("AEDT");
    expect(melbourneZoneLabel(new Date("2026-07-15T00:00:00Z"))).toBe("AEST");
    expect(melbourneZoneName(new Date("2026-07-15T00:00:00Z"))).toBe("Australian Eastern Standard Time");
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
  });
});
