import { describe, expect, it } from "vitest";
import {
  appointmentBadge,
  appointmentStatuses,
  assertTransition,
  canTransition,
  InvalidTransitionError,
  isLiveHold,
  occupyingStatuses,
  type AppointmentStatus,
} from "./booking-state.ts";

/** Every legal move (docs/product/decisions.md, 7); each other pair of statuses is refused. */
const legal: readonly (readonly [AppointmentStatus, AppointmentStatus])[] = [
  ["held", "confirmed"],
  ["held", "expired"],
  ["held", "cancelled"],
  ["expired", "confirmed"],
  ["awaiting_time", "confirmed"],
  ["awaiting_time", "cancelled"],
  ["confirmed", "cancelled"],
];
const isLegal = (from: AppointmentStatus, to: AppointmentStatus) => legal.some(([a, b]) => a === from && b === to);
const everyPair = appointmentStatuses.flatMap((from) => appointmentStatuses.map((to) => [from, to] as const));

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

  it.each(legal)("allows %s → %s, and assertTransition lets it through", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it.each(everyPair.filter(([from, to]) => !isLegal(from, to)))("refuses %s → %s, naming both", (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(() => assertTransition(from, to)).toThrow(
      expect.objectContaining({ name: "InvalidTransitionError", from, to, message: `An appointment cannot go from ${from} to ${to}` }),
    );
  });

  it("knows five statuses, of which a hold and a confirmed appointment occupy time", () => {
    expect(appointmentStatuses).toEqual(["held", "awaiting_time", "confirmed", "cancelled", "expired"]);
    expect(occupyingStatuses).toEqual(["held", "confirmed"]);
  });

  it("counts a hold only until it expires", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(isLiveHold({ status: "held", holdExpiresAt: new Date("2026-11-22T10:00:01Z") }, now)).toBe(true);
    expect(isLiveHold({ status: "held", holdExpiresAt: now }, now)).toBe(false);
    expect(isLiveHold({ status: "held", holdExpiresAt: new Date("2026-11-22T09:59:59Z") }, now)).toBe(false);
    expect(isLiveHold({ status: "held", holdExpiresAt: null }, now)).toBe(false);
    expect(isLiveHold({ status: "confirmed", holdExpiresAt: null }, now)).toBe(false);
    expect(isLiveHold({ status: "expired", holdExpiresAt: new Date("2026-11-22T10:00:01Z") }, now)).toBe(false);
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
