import { describe, expect, it } from "vitest";
import { carePlace } from "./care-timeline.ts";

const now = new Date("2026-05-04T00:00:00Z");
const paid = new Date("2026-04-01T00:00:00Z");
const before = new Date(now.getTime() - 1);
const after = new Date(now.getTime() + 1);

describe("carePlace", () => {
  it("keeps a confirmed appointment upcoming until its end, then past", () => {
    expect(carePlace({ status: "confirmed", endAt: after, depositPaidAt: paid }, now)).toBe("upcoming");
    expect(carePlace({ status: "confirmed", endAt: now, depositPaidAt: paid }, now)).toBe("past");
    expect(carePlace({ status: "confirmed", endAt: before, depositPaidAt: paid }, now)).toBe("past");
  });

  it("counts a paid appointment with no time yet as upcoming", () => {
    expect(carePlace({ status: "awaiting_time", endAt: null, depositPaidAt: paid }, now)).toBe("upcoming");
  });

  it("puts a cancelled booking among the past ones, even one that was for later", () => {
    expect(carePlace({ status: "cancelled", endAt: after, depositPaidAt: paid }, now)).toBe("past");
  });

  it("leaves out what never was a booking: holds, lapsed holds, a hold let go unpaid", () => {
    expect(carePlace({ status: "held", endAt: after, depositPaidAt: null }, now)).toBeNull();
    expect(carePlace({ status: "expired", endAt: after, depositPaidAt: null }, now)).toBeNull();
    expect(carePlace({ status: "cancelled", endAt: after, depositPaidAt: null }, now)).toBeNull();
  });
});
