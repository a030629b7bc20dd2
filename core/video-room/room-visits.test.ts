import { describe, expect, it } from "vitest";
import { summariseRoomVisits, type RoomVisit } from "./room-visits.ts";

const at = (time: string) => new Date(`2026-12-02T${time}:00+11:00`);
const visit = (role: RoomVisit["role"], joined: string, left: string | null): RoomVisit => ({
  role,
  joinedAt: at(joined),
  leftAt: left === null ? null : at(left),
});
const minutes = (count: number) => count * 60_000;
const now = at("11:00");

describe("summariseRoomVisits", () => {
  it("is nothing for a room nobody came into", () => {
    expect(summariseRoomVisits([], now)).toEqual({ patientJoinedAt: null, togetherMs: 0 });
  });

  it("says when the patient came in, and no call while she waited alone", () => {
    expect(summariseRoomVisits([visit("patient", "09:52", "10:05")], now)).toEqual({ patientJoinedAt: at("09:52"), togetherMs: 0 });
  });

  it("counts the call as the time both were in: from the practitioner's arrival to the patient's leaving", () => {
    const visits = [visit("patient", "09:52", "10:31"), visit("practitioner", "10:01", "10:40")];
    expect(summariseRoomVisits(visits, now)).toEqual({ patientJoinedAt: at("09:52"), togetherMs: minutes(30) });
  });

  it("counts once the time a reload or a second device made two visits of one member overlap", () => {
    const visits = [
      visit("patient", "10:00", "10:12"),
      visit("patient", "10:11", "10:20"),
      visit("patient", "10:15", "10:18"),
      visit("practitioner", "10:00", "10:30"),
    ];
    expect(summariseRoomVisits(visits, now).togetherMs).toBe(minutes(20));
  });

  it("leaves out the time one member was away between two visits", () => {
    const visits = [
      visit("patient", "10:00", "10:10"),
      visit("patient", "10:15", "10:30"),
      visit("practitioner", "10:05", "10:20"),
      visit("practitioner", "10:25", "10:35"),
    ];
    expect(summariseRoomVisits(visits, now)).toEqual({ patientJoinedAt: at("10:00"), togetherMs: minutes(5 + 5 + 5) });
  });

  it("counts a call under way until now", () => {
    const visits = [visit("patient", "10:40", null), visit("practitioner", "10:45", null)];
    expect(summariseRoomVisits(visits, now).togetherMs).toBe(minutes(15));
  });

  it("takes the first of the patient's visits, in whatever order they come", () => {
    const visits = [visit("patient", "10:20", "10:30"), visit("patient", "09:58", "10:02"), visit("practitioner", "09:50", "10:00")];
    expect(summariseRoomVisits(visits, now)).toEqual({ patientJoinedAt: at("09:58"), togetherMs: minutes(2) });
  });
});
