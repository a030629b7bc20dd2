import { describe, expect, it } from "vitest";
import { appointmentBadge, assertTransition, canTransition, InvalidTransitionError, isLiveHold } from "./booking-state.ts";

describe("booking states", () => {
  it("confirms a hold or a paid appointment waiting for its time", () => {
    expect(canTransition("held", "confirmed")).toBe(true);
    expect(canTransition("awaiting_time", "confirmed")).toBe(true);
    expect(canTransition("expired", "confirmed")).toBe(true);
  });

  it("never revives a cancelled appointment or un-confirms one", () => {
    expect(canTransition("cancelled", "confirmed")).toBe(false);
    expect(canTransition("confirmed", "held")).toBe(false);
    expect(canTransition("confirmed", "expired")).toBe(false);
    expect(() => assertTransition("cancelled", "confirmed")).toThrow(InvalidTransitionError);
  });

  it("counts a hold only until it expires", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(isLiveHold({ status: "held", holdExpiresAt: new Date("2026-11-22T10:00:01Z") }, now)).toBe(true);
    expect(isLiveHold({ status: "held", holdExpiresAt: now }, now)).toBe(false);
    expect(isLiveHold({ status: "confirmed", holdExpiresAt: null }, now)).toBe(false);
  });
});

describe("appointment badge (docs/product/spec.md §4, in order)", () => {
  it.each([
    [{ isPaid: true, consultationCompleted: true, finalPaymentProcessed: true }, "Fully Paid"],
    [{ isPaid: false, consultationCompleted: false, finalPaymentProcessed: true }, "Fully Paid"],
    [{ isPaid: true, consultationCompleted: true, finalPaymentProcessed: false }, "Ready for Final Payment"],
    [{ isPaid: false, consultationCompleted: true, finalPaymentProcessed: false }, "Ready for Final Payment"],
    [{ isPaid: true, consultationCompleted: false, finalPaymentProcessed: false }, "Scheduled"],
    [{ isPaid: false, consultationCompleted: false, finalPaymentProcessed: false }, "Pending"],
  ] as const)("%o gives %s", (flags, badge) => {
    expect(appointmentBadge(flags)).toBe(badge);
  });
});
