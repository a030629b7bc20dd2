import { describe, expect, it } from "vitest";
import { formatSlotTime } from "#core/scheduling/melbourne-time.ts";
import { roomAccess, type RoomWindowInput } from "./room-window.ts";

const start = new Date("2026-12-02T00:30:00Z"); // 11:30 am in Melbourne (AEDT)
const end = new Date("2026-12-02T01:00:00Z");
const at = (iso: string) => new Date(iso);

function patient(now: Date, overrides: Partial<RoomWindowInput> = {}) {
  return roomAccess({
    role: "patient",
    appointment: { status: "confirmed", startAt: start, endAt: end },
    now,
    graceMinutes: 30,
    practitionerPresent: false,
    ...overrides,
  });
}

describe("when the consultation room is open", () => {
  it("opens to the patient 30 minutes before the start, not a moment earlier", () => {
    expect(patient(at("2026-12-02T00:00:00Z"))).toEqual({ state: "open", closesAt: at("2026-12-02T01:30:00Z") });
    expect(patient(at("2026-12-01T23:59:59.999Z"))).toEqual({ state: "not-yet", opensAt: at("2026-12-02T00:00:00Z") });
  });

  it("stays open until the end plus the grace period", () => {
    expect(patient(at("2026-12-02T01:29:59.999Z")).state).toBe("open");
    expect(patient(at("2026-12-02T01:30:00Z"))).toEqual({ state: "ended" });
    expect(patient(at("2026-12-02T01:00:00Z"), { graceMinutes: 0 })).toEqual({ state: "ended" });
  });

  it("lets the patient in whatever the time once the practitioner is in", () => {
    expect(patient(at("2026-12-01T20:00:00Z"), { practitionerPresent: true }).state).toBe("open");
    expect(patient(at("2026-12-02T05:00:00Z"), { practitionerPresent: true }).state).toBe("open");
  });

  it("is open to the practitioner at any time", () => {
    expect(patient(at("2026-11-20T00:00:00Z"), { role: "practitioner" }).state).toBe("open");
    expect(patient(at("2026-12-20T00:00:00Z"), { role: "practitioner" }).state).toBe("open");
  });

  it("says a cancelled appointment is cancelled, to both members, even with the practitioner in", () => {
    const cancelled = { status: "cancelled" as const, startAt: start, endAt: end };
    expect(patient(at("2026-12-02T00:30:00Z"), { appointment: cancelled, practitionerPresent: true })).toEqual({ state: "cancelled" });
    expect(patient(at("2026-12-02T00:30:00Z"), { appointment: cancelled, role: "practitioner" })).toEqual({ state: "cancelled" });
  });

  it("has no room for a hold that never became a booking", () => {
    for (const status of ["held", "expired"] as const) {
      expect(patient(at("2026-12-02T00:30:00Z"), { appointment: { status, startAt: start, endAt: end } })).toEqual({ state: "none" });
    }
  });

  it("has nothing to open for the patient before a paid appointment has its time", () => {
    const awaiting = { status: "awaiting_time" as const, startAt: null, endAt: null };
    expect(patient(at("2026-12-02T00:30:00Z"), { appointment: awaiting })).toEqual({ state: "no-time" });
    expect(patient(at("2026-12-02T00:30:00Z"), { appointment: awaiting, role: "practitioner" })).toEqual({ state: "open", closesAt: null });
    // Half a time (a start without its end, or an end without its start) is no time either.
    expect(patient(at("2026-12-02T00:30:00Z"), { appointment: { ...awaiting, startAt: start } })).toEqual({ state: "no-time" });
    expect(patient(at("2026-12-02T00:30:00Z"), { appointment: { ...awaiting, endAt: end } })).toEqual({ state: "no-time" });
  });

  it("follows a rescheduled appointment to its new time", () => {
    const moved = { status: "confirmed" as const, startAt: at("2026-12-03T00:30:00Z"), endAt: at("2026-12-03T01:00:00Z") };
    expect(patient(at("2026-12-02T00:30:00Z"), { appointment: moved })).toEqual({ state: "not-yet", opensAt: at("2026-12-03T00:00:00Z") });
    expect(patient(at("2026-12-03T00:10:00Z"), { appointment: moved }).state).toBe("open");
  });

  it("opens 30 real minutes before a start just after daylight saving begins (Sunday 4 October 2026)", () => {
    // 3:00 am AEDT is 16:00 UTC; half an hour earlier the clocks read 1:30 am AEST (2:00 am never happened).
    const appointment = { status: "confirmed" as const, startAt: at("2026-10-03T16:00:00Z"), endAt: at("2026-10-03T16:30:00Z") };
    const access = patient(at("2026-10-03T15:00:00Z"), { appointment });
    expect(access).toEqual({ state: "not-yet", opensAt: at("2026-10-03T15:30:00Z") });
    expect(formatSlotTime(at("2026-10-03T15:30:00Z"))).toMatch(/^1:30\s?am$/i);
    expect(patient(at("2026-10-03T15:30:00Z"), { appointment }).state).toBe("open");
  });

  it("opens 30 real minutes before a start just after daylight saving ends (Sunday 4 April 2027)", () => {
    // 2:15 am AEST (the second one, 16:15 UTC); half an hour earlier the clocks read 2:45 am AEDT.
    const appointment = { status: "confirmed" as const, startAt: at("2027-04-03T16:15:00Z"), endAt: at("2027-04-03T16:45:00Z") };
    expect(patient(at("2027-04-03T15:00:00Z"), { appointment })).toEqual({ state: "not-yet", opensAt: at("2027-04-03T15:45:00Z") });
    expect(formatSlotTime(at("2027-04-03T15:45:00Z"))).toMatch(/^2:45\s?am$/i);
    expect(patient(at("2027-04-03T17:14:59Z"), { appointment }).state).toBe("open");
    expect(patient(at("2027-04-03T17:15:00Z"), { appointment }).state).toBe("ended");
  });
});
