import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, melbourneDay, melbourneMidnight } from "#core/calendar/melbourne-days.ts";
import { mondayOf, weekOfInstant } from "./melbourne-weeks.ts";

describe("Melbourne weeks", () => {
  it("starts a week on Monday", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
  });

  it("puts a Sunday evening in Melbourne in its Melbourne week, though UTC is still Sunday morning", () => {
    // Sunday 29 November 2026, 23:30 AEDT is 12:30 UTC the same day; Monday 00:30 AEDT is Sunday 13:30 UTC.
    expect(weekOfInstant(new Date("2026-11-29T12:30:00Z"))).toBe("2026-11-23");
    expect(weekOfInstant(new Date("2026-11-29T13:30:00Z"))).toBe("2026-11-30");
  });

  it("keeps seven days in the weeks daylight saving starts and ends", () => {
    // Saving ends Sunday 5 April 2026 and starts Sunday 4 October 2026 in Melbourne.
    expect(melbourneMidnight("2026-04-06").getTime() - melbourneMidnight("2026-03-30").getTime()).toBe(7 * 86_400_000 + 3_600_000);
    expect(melbourneMidnight("2026-10-05").getTime() - melbourneMidnight("2026-09-28").getTime()).toBe(7 * 86_400_000 - 3_600_000);
    expect(weekOfInstant(melbourneMidnight("2026-04-05"))).toBe("2026-03-30");
    expect(weekOfInstant(new Date(melbourneMidnight("2026-10-05").getTime() - 1))).toBe("2026-09-28");
  });

  it("gives every instant a Monday no more than six days before its Melbourne day, its midnight inside the week", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }), (instant) => {
        const day = melbourneDay(instant);
        const monday = weekOfInstant(instant);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(monday <= day && addDays(monday, 6) >= day).toBe(true);
        expect(melbourneMidnight(monday).getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(melbourneMidnight(addDays(monday, 7)).getTime()).toBeGreaterThan(instant.getTime());
      }),
    );
  });
});
