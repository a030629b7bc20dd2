import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { zoneOffsets } from "./zone-offsets.ts";

const from = Date.parse("2026-03-01T00:00:00Z");
const to = Date.parse("2026-11-01T00:00:00Z");
const melbourne = zoneOffsets("Australia/Melbourne", from, to);

describe("zoneOffsets", () => {
  it("finds both 2026 changes to the minute", () => {
    expect(melbourne.offsetAt(Date.parse("2026-04-04T15:59:00Z"))).toBe(660);
    expect(melbourne.offsetAt(Date.parse("2026-04-04T16:00:00Z"))).toBe(600);
    expect(melbourne.offsetAt(Date.parse("2026-10-03T15:59:00Z"))).toBe(600);
    expect(melbourne.offsetAt(Date.parse("2026-10-03T16:00:00Z"))).toBe(660);
  });

  it("agrees with the time-zone library for every half hour of the span", () => {
    for (let instant = from; instant < to; instant += 30 * 60_000) {
      const local = new TZDate(instant, "Australia/Melbourne");
      // Ambiguous wall times (the repeated hour in April) map back to their earlier instant.
      const back = melbourne.instantOf(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes());
      expect(back === instant || back === instant - 60 * 60_000).toBe(true);
    }
  });

  it("takes the earlier instant for a repeated time and jumps over a skipped one", () => {
    // 5 Apr 2026 02:30 happens twice: first at AEDT (15:30 UTC on the 4th).
    expect(new Date(melbourne.instantOf(2026, 3, 5, 2, 30)).toISOString()).toBe("2026-04-04T15:30:00.000Z");
    // 4 Oct 2026 02:30 never happens: clocks go from 02:00 AEST to 03:00 AEDT.
    expect(new Date(melbourne.instantOf(2026, 9, 4, 2, 30)).toISOString()).toBe("2026-10-03T16:30:00.000Z");
  });

  it("handles a zone without daylight saving", () => {
    const brisbane = zoneOffsets("Australia/Brisbane", from, to);
    expect(new Date(brisbane.instantOf(2026, 0, 15, 9, 0)).toISOString()).toBe("2026-01-14T23:00:00.000Z");
  });
});
