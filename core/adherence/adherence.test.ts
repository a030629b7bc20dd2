import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, melbourneMidnight } from "#core/calendar/melbourne-days.ts";
import { patientFlags, plannedInWeek, programmeAdherence, versionOn, type LoggedSession, type PlannedVersion } from "./adherence.ts";

/** An instant in the evening of a Melbourne day. */
const evening = (day: string) => new Date(melbourneMidnight(day).getTime() + 19 * 3_600_000);
const session = (day: string, pain: number | null = null, effort: number | null = null): LoggedSession => ({
  endedAt: evening(day),
  pain,
  effort,
});
const v = (number: number, startsOn: string, daysPerWeek: number): PlannedVersion => ({ number, startsOn, daysPerWeek });

describe("the version in force", () => {
  it("is the highest-numbered version started by that day, none before the first start", () => {
    const versions = [v(1, "2026-11-02", 3), v(2, "2026-11-12", 5)];
    expect(versionOn(versions, "2026-11-01")).toBeNull();
    expect(versionOn(versions, "2026-11-11")?.number).toBe(1);
    expect(versionOn(versions, "2026-11-12")?.number).toBe(2);
  });
});

describe("sessions planned in a week", () => {
  it("counts a whole week at the version's days a week", () => {
    expect(plannedInWeek([v(1, "2026-11-02", 3)], "2026-11-09", null)).toBe(3);
  });

  it("prorates the week a programme starts in and the week it ends in", () => {
    // Starts Thursday: 4 of 7 days at 5 a week is 2.9, so 3.
    expect(plannedInWeek([v(1, "2026-11-12", 5)], "2026-11-09", null)).toBe(3);
    // Ends Tuesday: 2 of 7 days at 3 a week is 0.9, so 1.
    expect(plannedInWeek([v(1, "2026-11-02", 3)], "2026-11-16", "2026-11-17")).toBe(1);
  });

  it("counts each version for its own days when a progression starts mid-week", () => {
    // Monday to Wednesday at 2 a week, Thursday to Sunday at 6: (3×2 + 4×6) / 7 = 4.3, so 4.
    expect(plannedInWeek([v(1, "2026-11-02", 2), v(2, "2026-11-12", 6)], "2026-11-09", null)).toBe(4);
  });

  it("never plans more than the most days a week in force nor fewer than the least, over whole weeks", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 6 }),
        (first, second, shift) => {
          const planned = plannedInWeek([v(1, "2026-11-02", first), v(2, addDays("2026-11-09", shift), second)], "2026-11-09", null);
          expect(planned).toBeGreaterThanOrEqual(Math.min(first, second));
          expect(planned).toBeLessThanOrEqual(Math.max(first, second));
        },
      ),
    );
  });
});

describe("a programme's adherence", () => {
  // Wednesday 25 November 2026, noon in Melbourne.
  const now = new Date(melbourneMidnight("2026-11-25").getTime() + 12 * 3_600_000);

  it("lists its weeks newest first with sessions done against planned, this week in progress", () => {
    const adherence = programmeAdherence(
      {
        versions: [v(1, "2026-11-09", 3), v(2, "2026-11-16", 4)],
        sessions: [session("2026-11-09"), session("2026-11-11"), session("2026-11-16"), session("2026-11-24")],
        endedAt: null,
      },
      now,
    );
    expect(adherence.weeks.map((week) => [week.weekOf, week.done, week.planned, week.inProgress])).toEqual([
      ["2026-11-23", 1, 4, true],
      ["2026-11-16", 1, 4, false],
      ["2026-11-09", 2, 3, false],
    ]);
    expect(adherence.lastSessionAt).toEqual(evening("2026-11-24"));
  });

  it("gives each week's mean pain and effort and their direction against the week before", () => {
    const { weeks } = programmeAdherence(
      {
        versions: [v(1, "2026-11-09", 3)],
        sessions: [session("2026-11-09", 2, 5), session("2026-11-11", 3, 6), session("2026-11-17", 5, 6), session("2026-11-24", 5, null)],
        endedAt: null,
      },
      now,
    );
    expect(weeks.map((week) => week.pain)).toEqual([
      { mean: 5, trend: "steady" },
      { mean: 5, trend: "rising" },
      { mean: 2.5, trend: null },
    ]);
    expect(weeks.map((week) => week.effort)).toEqual([
      { mean: null, trend: null },
      { mean: 6, trend: "steady" },
      { mean: 5.5, trend: null },
    ]);
  });

  it("stops at the week the practitioner ended it, prorating that week", () => {
    const adherence = programmeAdherence(
      { versions: [v(1, "2026-11-02", 7)], sessions: [session("2026-11-10")], endedAt: evening("2026-11-11") },
      now,
    );
    expect(adherence.weeks.map((week) => [week.weekOf, week.planned, week.inProgress])).toEqual([
      ["2026-11-09", 3, false],
      ["2026-11-02", 7, false],
    ]);
    expect(adherence.flags.noSessionForAWeek).toBe(false);
  });

  it("has no weeks before a programme starts, and raises nothing", () => {
    const adherence = programmeAdherence({ versions: [v(1, "2026-12-01", 3)], sessions: [], endedAt: null }, now);
    expect(adherence.weeks).toEqual([]);
    expect(adherence.flags).toEqual({ noSessionForAWeek: false, painRose: false });
  });

  it("counts a session in the week of its Melbourne day across the start of daylight saving", () => {
    // Saving starts Sunday 4 October 2026: Sunday 23:30 AEDT is still Sunday in Melbourne.
    const { weeks } = programmeAdherence(
      {
        versions: [v(1, "2026-09-28", 2)],
        sessions: [{ endedAt: new Date("2026-10-04T12:30:00Z"), pain: null, effort: null }],
        endedAt: evening("2026-10-06"),
      },
      now,
    );
    expect(weeks.map((week) => [week.weekOf, week.done])).toEqual([
      ["2026-10-05", 0],
      ["2026-09-28", 1],
    ]);
  });
});

describe("flags", () => {
  const today = "2026-11-25";
  const now = new Date(melbourneMidnight(today).getTime() + 12 * 3_600_000);
  const running = (sessions: LoggedSession[], startsOn = "2026-11-02") =>
    programmeAdherence({ versions: [v(1, startsOn, 3)], sessions, endedAt: null }, now).flags;

  it("raises 'no session for a week' on the 7th day after the last session, not the 6th", () => {
    expect(running([session(addDays(today, -7))]).noSessionForAWeek).toBe(true);
    expect(running([session(addDays(today, -6))]).noSessionForAWeek).toBe(false);
  });

  it("counts from the start when nothing was played, and not before the start", () => {
    expect(running([], addDays(today, -7)).noSessionForAWeek).toBe(true);
    expect(running([], addDays(today, -6)).noSessionForAWeek).toBe(false);
    expect(running([session("2026-10-01")], addDays(today, -3)).noSessionForAWeek).toBe(false);
  });

  it("never raises it for an ended programme", () => {
    const flags = programmeAdherence({ versions: [v(1, "2026-10-01", 3)], sessions: [], endedAt: evening("2026-11-20") }, now).flags;
    expect(flags.noSessionForAWeek).toBe(false);
  });

  it("raises 'pain rose' when the latest scored week's mean is 2 or more above the week just before", () => {
    expect(running([session("2026-11-17", 2), session("2026-11-24", 4)]).painRose).toBe(true);
    expect(running([session("2026-11-17", 2), session("2026-11-24", 3.9)]).painRose).toBe(false);
    // Last week against the week before when this week has no score yet.
    expect(running([session("2026-11-10", 1), session("2026-11-17", 3), session("2026-11-23", null)]).painRose).toBe(true);
  });

  it("does not raise it for weeks that are not adjacent, nor for a rise more than a week old", () => {
    expect(running([session("2026-11-10", 1), session("2026-11-24", 6)]).painRose).toBe(false);
    expect(running([session("2026-11-03", 1), session("2026-11-10", 6)]).painRose).toBe(false);
  });

  it("raises a patient's flag when any programme raises it", () => {
    const none = { noSessionForAWeek: false, painRose: false };
    expect(patientFlags([none, { noSessionForAWeek: true, painRose: false }])).toEqual({ noSessionForAWeek: true, painRose: false });
    expect(patientFlags([])).toEqual(none);
  });

  it("counts every session once across the weeks, wherever the sessions fall", () => {
    fc.assert(
      // From the Sunday before the start to yesterday.
      fc.property(fc.array(fc.integer({ min: 0, max: 58 }), { maxLength: 30 }), (offsets) => {
        const sessions = offsets.map((offset) => session(addDays("2026-09-27", offset)));
        const { weeks } = programmeAdherence({ versions: [v(1, "2026-09-28", 3)], sessions, endedAt: null }, now);
        expect(weeks.reduce((sum, week) => sum + week.done, 0)).toBe(sessions.length);
      }),
    );
  });
});
