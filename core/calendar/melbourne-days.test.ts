import { describe, expect, it } from "vitest";
import { addDays, daysBetween, melbourneDay, melbourneMidnight } from "./melbourne-days.ts";

describe("Melbourne days", () => {
  it("an instant's day is Melbourne's, a day ahead of UTC in its morning, in both AEST and AEDT", () => {
    expect(melbourneDay(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(melbourneDay(new Date("2026-07-01T13:59:59Z"))).toBe("2026-07-01");
    // 1 March 2026 at 13:30 UTC is 2 March 00:30 in Melbourne (AEDT, UTC+11).
    expect(melbourneDay(new Date("2026-03-01T13:30:00Z"))).toBe("2026-03-02");
    expect(melbourneDay(new Date("2026-03-01T12:59:00Z"))).toBe("2026-03-01");
  });

  it("a day's midnight follows the offset that day has, and is that day", () => {
    expect(melbourneMidnight("2026-07-01").toISOString()).toBe("2026-06-30T14:00:00.000Z");
    expect(melbourneMidnight("2026-01-15").toISOString()).toBe("2026-01-14T13:00:00.000Z");
    // The day daylight saving ends (5 April 2026) has 25 hours; the day it starts (4 October), 23.
    expect(melbourneMidnight("2026-04-06").getTime() - melbourneMidnight("2026-04-05").getTime()).toBe(25 * 3_600_000);
    expect(melbourneMidnight("2026-10-05").getTime() - melbourneMidnight("2026-10-04").getTime()).toBe(23 * 3_600_000);
    expect(melbourneDay(melbourneMidnight("2026-10-04"))).toBe("2026-10-04");
  });

  it("counts and adds whole calendar days, either way, across months and years", () => {
    expect(daysBetween("2026-02-23", "2026-03-02")).toBe(7);
    expect(daysBetween("2026-03-02", "2026-02-23")).toBe(-7);
    expect(daysBetween("2025-10-01", "2026-04-01")).toBe(182);
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});
