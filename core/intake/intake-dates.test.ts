import { describe, expect, it } from "vitest";
import { EARLIEST_YEAR, isCalendarDate, isNotInFuture, latestToday, weeksSince } from "./intake-dates.ts";

describe("a calendar date", () => {
  it.each(["2024-02-29", "2025-12-31", "2025-01-01", `${EARLIEST_YEAR}-01-01`, "2000-02-29"])("%s is one", (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each([
    ["a day that does not exist", "2025-02-29"],
    ["a century that is not a leap year", "1900-02-29"],
    ["the 31st of a 30-day month", "2025-04-31"],
    ["a thirteenth month", "2025-13-01"],
    ["month zero", "2025-00-10"],
    ["day zero", "2025-01-00"],
    ["a year before 1900", "1899-12-31"],
    ["another order", "31-12-2025"],
    ["a five-digit year", "12025-01-05"],
    ["one-digit parts", "2025-1-5"],
    ["a time with it", "2025-01-05T00:00"],
    ["text", "yesterday"],
    ["nothing", ""],
  ])("%s is not (%s)", (_, date) => {
    expect(isCalendarDate(date)).toBe(false);
  });
});

describe("not in the future", () => {
  // 10:00 UTC on 1 March: 2 March has begun at UTC+14 (00:00 there), 3 March nowhere.
  const now = new Date("2026-03-01T10:00:00Z");

  it("is today where the day began last, UTC+14", () => {
    expect(latestToday(now)).toBe("2026-03-02");
    expect(latestToday(new Date("2026-03-01T09:59:59Z"))).toBe("2026-03-01");
  });

  it("accepts up to that day and refuses the day after", () => {
    expect(isNotInFuture("2026-03-02", now)).toBe(true);
    expect(isNotInFuture("2026-02-28", now)).toBe(true);
    expect(isNotInFuture("2026-03-03", now)).toBe(false);
    expect(isNotInFuture("2027-01-01", now)).toBe(false);
  });
});

describe("weeks since a date", () => {
  // 1 March 2026 at 13:30 UTC is 2 March 00:30 in Melbourne (AEDT, UTC+11).
  const now = new Date("2026-03-01T13:30:00Z");

  it("is whole weeks: 0 in the first week, 1 from the seventh day", () => {
    expect(weeksSince("2026-03-02", now)).toBe(0);
    expect(weeksSince("2026-02-24", now)).toBe(0);
    expect(weeksSince("2026-02-23", now)).toBe(1);
    expect(weeksSince("2026-02-17", now)).toBe(1);
    expect(weeksSince("2026-02-16", now)).toBe(2);
    expect(weeksSince("2025-03-02", now)).toBe(52);
  });

  it("is none for a date to come or one that is not a date", () => {
    expect(weeksSince("2026-03-03", now)).toBeNull();
    expect(weeksSince("2026-02-30", now)).toBeNull();
    expect(weeksSince("soon", now)).toBeNull();
  });
});
