import { describe, expect, it } from "vitest";
import {
  defaultSchedulerSettings,
  hoursProblems,
  isDayOff,
  schedulerSettingsKey,
  validateSchedulerSettings,
} from "./scheduler-settings.ts";

/** The availability editor's validation: what is accepted, and each refusal's field and words. */
describe("validateSchedulerSettings", () => {
  const monday = (start: string, end: string) => ({ weekday: 1, start, end });
  const refused: [string, object, Record<string, string>][] = [
    [
      "an end before the start",
      { weeklyHours: [monday("12:00", "09:00")] },
      { "weeklyHours.0.end": "Monday 12:00–09:00: the end must be after the start" },
    ],
    [
      "an end equal to the start",
      { weeklyHours: [monday("09:00", "09:00")] },
      { "weeklyHours.0.end": "Monday 09:00–09:00: the end must be after the start" },
    ],
    [
      "overlapping ranges on one day",
      { weeklyHours: [monday("09:00", "12:30"), monday("12:00", "17:00")] },
      { "weeklyHours.1.start": "Monday's hours 09:00–12:30 and 12:00–17:00 overlap" },
    ],
    [
      "a range inside another",
      {
        weeklyHours: [
          { weekday: 6, start: "08:00", end: "18:00" },
          { weekday: 6, start: "10:00", end: "11:00" },
        ],
      },
      { "weeklyHours.1.start": "Saturday's hours 08:00–18:00 and 10:00–11:00 overlap" },
    ],
    ["a time that is not one", { weeklyHours: [monday("9am", "17:00")] }, { "weeklyHours.0.start": "Enter a time such as 09:00" }],
    [
      "a weekday that does not exist",
      { weeklyHours: [{ weekday: 8, start: "09:00", end: "10:00" }] },
      { "weeklyHours.0.weekday": "Choose a day of the week" },
    ],
    [
      "days off ending before they start",
      { daysOff: [{ from: "2026-12-24", to: "2026-12-20" }] },
      { "daysOff.0.to": "Days off 2026-12-24 to 2026-12-20: the last day must be on or after the first" },
    ],
    [
      "a day off that is not a date",
      { daysOff: [{ from: "Christmas", to: "2026-12-26" }] },
      { "daysOff.0.from": "Enter a date such as 2026-12-25" },
    ],
    ["a negative buffer", { bufferMinutes: -5 }, { bufferMinutes: "The buffer cannot be negative" }],
    ["a time zone that does not exist", { timeZone: "Mars/Olympus_Mons" }, { timeZone: "Choose a time zone such as Australia/Melbourne" }],
    ["no horizon", { bookingHorizonDays: 0 }, { bookingHorizonDays: "Offer times at least 1 day ahead" }],
    ["a horizon past a year", { bookingHorizonDays: 366 }, { bookingHorizonDays: "Offer times at most 365 days ahead" }],
    ["a fraction of a minute", { bufferMinutes: 7.5 }, { bufferMinutes: "Enter a whole number" }],
    ["a buffer past four hours", { bufferMinutes: 241 }, { bufferMinutes: "The buffer can be at most 240 minutes" }],
    ["a negative notice", { minimumNoticeMinutes: -1 }, { minimumNoticeMinutes: "The minimum notice cannot be negative" }],
    [
      "a notice past 30 days",
      { minimumNoticeMinutes: 60 * 24 * 30 + 1 },
      { minimumNoticeMinutes: "The minimum notice can be at most 30 days" },
    ],
    ["weekday 0", { weeklyHours: [{ weekday: 0, start: "09:00", end: "10:00" }] }, { "weeklyHours.0.weekday": "Choose a day of the week" }],
    ["an hour past 23", { weeklyHours: [monday("09:00", "24:00")] }, { "weeklyHours.0.end": "Enter a time such as 09:00" }],
    [
      "a time with a digit too many before it",
      { weeklyHours: [monday("109:00", "12:00")] },
      { "weeklyHours.0.start": "Enter a time such as 09:00" },
    ],
    [
      "a time with a digit too many after it",
      { weeklyHours: [monday("09:00", "12:000")] },
      { "weeklyHours.0.end": "Enter a time such as 09:00" },
    ],
    [
      "a date with something before it",
      { daysOff: [{ from: "x2026-12-25", to: "2026-12-26" }] },
      { "daysOff.0.from": "Enter a date such as 2026-12-25" },
    ],
    [
      "a date with something after it",
      { daysOff: [{ from: "2026-12-25", to: "2026-12-260" }] },
      { "daysOff.0.to": "Enter a date such as 2026-12-25" },
    ],
  ];
  it.each(refused)("refuses %s", (_name, input, fields) => {
    expect(validateSchedulerSettings({ ...defaultSchedulerSettings, ...input })).toEqual({ ok: false, fields });
  });

  const accepted: [string, object][] = [
    ["the defaults", {}],
    ["ranges that touch", { weeklyHours: [monday("09:00", "12:00"), monday("12:00", "13:00")] }],
    ["the same hours on different days", { weeklyHours: [monday("09:00", "12:00"), { weekday: 2, start: "09:00", end: "12:00" }] }],
    ["no hours at all", { weeklyHours: [] }],
    ["evening hours up to 23:59", { weeklyHours: [monday("20:00", "23:59")] }],
    ["ranges that touch, saved in either order", { weeklyHours: [monday("12:00", "13:00"), monday("09:00", "12:00")] }],
    ["a later range saved first", { weeklyHours: [monday("14:00", "15:00"), monday("09:00", "10:00")] }],
    [
      "a one-day range and a longer one",
      {
        daysOff: [
          { from: "2026-12-25", to: "2026-12-25" },
          { from: "2027-01-01", to: "2027-01-07" },
        ],
      },
    ],
  ];
  it.each(accepted)("accepts %s", (_name, input) => {
    expect(validateSchedulerSettings({ ...defaultSchedulerSettings, ...input }).ok).toBe(true);
  });

  it("reads a day off stored as a single date as a one-day range", () => {
    const result = validateSchedulerSettings({ daysOff: ["2026-06-02"] });
    expect(result).toMatchObject({ ok: true, settings: { daysOff: [{ from: "2026-06-02", to: "2026-06-02" }] } });
  });
});

describe("hoursProblems", () => {
  it("leaves a malformed time to its own message, checking neither its order nor its overlaps", () => {
    expect(hoursProblems([{ weekday: 1, start: "18:00", end: "17" }])).toEqual([]);
    expect(hoursProblems([{ weekday: 1, start: "9", end: "08:00" }])).toEqual([]);
    expect(
      hoursProblems([
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "10", end: "11:00" },
      ]),
    ).toEqual([]);
  });

  it("names a day it does not know 'This day'", () => {
    expect(hoursProblems([{ weekday: 9, start: "10:00", end: "09:00" }])).toEqual([
      { path: ["weeklyHours", 0, "end"], message: "This day 10:00–09:00: the end must be after the start" },
    ]);
  });
});

describe("the stored settings' key", () => {
  it("stays 'scheduler': the admin's saved hours are read back under it", () => {
    expect(schedulerSettingsKey).toBe("scheduler");
  });
});

describe("isDayOff", () => {
  const ranges = [{ from: "2026-12-24", to: "2027-01-02" }];
  it.each([
    ["2026-12-23", false],
    ["2026-12-24", true],
    ["2026-12-31", true],
    ["2027-01-02", true],
    ["2027-01-03", false],
  ] as const)("%s: %s", (date, off) => expect(isDayOff(date, ranges)).toBe(off));
});
