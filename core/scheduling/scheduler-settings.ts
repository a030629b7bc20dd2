import { z } from "zod";
import { practice } from "#core/practice.ts";
import { isValidTimeZone } from "./melbourne-time.ts";
import { weekdayNames } from "./weekdays.ts";

/**
 * The built-in scheduler's rules (docs/product/decisions.md, 6), kept in the `settings` table under `schedulerSettingsKey` so
 * the admin can edit them; every time is wall-clock time in the practice's time zone.
 */
export const schedulerSettingsKey = "scheduler";

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const clockTime = z.string().regex(clockPattern, "Enter a time such as 09:00");
const isoDate = z.string().regex(datePattern, "Enter a date such as 2026-12-25");

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const wholeNumber = "Enter a whole number";

export const workingHoursSchema = z.object({
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: z.number(wholeNumber).int(wholeNumber).min(1, "Choose a day of the week").max(7, "Choose a day of the week"),
  start: clockTime,
  end: clockTime,
});

/** Days without consultations, both dates included; one day is a range from and to the same date. */
export const daysOffRangeSchema = z.object({ from: isoDate, to: isoDate });

export type DaysOffRange = z.infer<typeof daysOffRangeSchema>;

export const schedulerSettingsSchema = z
  .object({
    // A zone the time library cannot read would break every availability request: refused when saved.
    timeZone: z.string().min(1).refine(isValidTimeZone, "Choose a time zone such as Australia/Melbourne").default(practice.timeZone),
    /** Length of one consultation (docs/product/spec.md §9: 30 minutes). */
    consultationMinutes: z.number().int().min(5).max(240).default(30),
    /** How far apart offered start times are. */
    slotStepMinutes: z.number().int().min(5).max(240).default(30),
    /** Free time kept after every consultation before the next may start. */
    bufferMinutes: z
      .number(wholeNumber)
      .int(wholeNumber)
      .min(0, "The buffer cannot be negative")
      .max(240, "The buffer can be at most 240 minutes")
      .default(15),
    /** How soon a patient may book, from now. */
    minimumNoticeMinutes: z
      .number(wholeNumber)
      .int(wholeNumber)
      .min(0, "The minimum notice cannot be negative")
      .max(60 * 24 * 30, "The minimum notice can be at most 30 days")
      .default(24 * 60),
    /** How many calendar days ahead (today included) times are offered. */
    bookingHorizonDays: z
      .number(wholeNumber)
      .int(wholeNumber)
      .min(1, "Offer times at least 1 day ahead")
      .max(365, "Offer times at most 365 days ahead")
      .default(56),
    weeklyHours: z.array(workingHoursSchema).default([
      ...[1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start: "09:00", end: "12:30" },
        { weekday, start: "13:30", end: "17:30" },
      ]),
      { weekday: 6, start: "09:00", end: "12:00" },
    ]),
    /**
     * Whole days without consultations (leave, public holidays), as local date ranges. A single date (how
     * they were stored before ranges) reads as a range of one day.
     */
    daysOff: z
      .array(z.union([isoDate.transform((date) => ({ from: date, to: date })), daysOffRangeSchema]))
      .max(200)
      .default([]),
  })
  .superRefine((settings, ctx) => {
    for (const problem of [...hoursProblems(settings.weeklyHours), ...daysOffProblems(settings.daysOff)]) {
      ctx.addIssue({ code: "custom", ...problem });
    }
  });

export type SchedulerSettings = z.infer<typeof schedulerSettingsSchema>;

export const defaultSchedulerSettings: SchedulerSettings = schedulerSettingsSchema.parse({});

export function clockMinutes(time: string): number {
  return toMinutes(time);
}

interface Problem {
  path: (string | number)[];
  message: string;
}

function wellFormed(hours: { start: string; end: string }): boolean {
  return clockPattern.test(hours.start) && clockPattern.test(hours.end);
}

/**
 * The weekly hours' mistakes, each message naming the day and times so it reads on its own: a range whose
 * end is not after its start, and ranges of one day that overlap (touching is fine: 09:00–12:00 then
 * 12:00–13:00), reported on the later one. A malformed time has its own message and is skipped here.
 */
export function hoursProblems(weeklyHours: readonly { weekday: number; start: string; end: string }[]): Problem[] {
  const problems: Problem[] = [];
  const dayOf = (weekday: number) => weekdayNames[weekday - 1] ?? "This day";
  weeklyHours.forEach((hours, index) => {
    if (!wellFormed(hours)) return;
    if (toMinutes(hours.end) <= toMinutes(hours.start)) {
      problems.push({
        path: ["weeklyHours", index, "end"],
        message: `${dayOf(hours.weekday)} ${hours.start}–${hours.end}: the end must be after the start`,
      });
      return;
    }
    const other = weeklyHours.find(
      (candidate, otherIndex) =>
        otherIndex < index &&
        candidate.weekday === hours.weekday &&
        wellFormed(candidate) &&
        toMinutes(candidate.start) < toMinutes(hours.end) &&
        toMinutes(hours.start) < toMinutes(candidate.end),
    );
    if (other) {
      problems.push({
        path: ["weeklyHours", index, "start"],
        message: `${dayOf(hours.weekday)}'s hours ${other.start}–${other.end} and ${hours.start}–${hours.end} overlap`,
      });
    }
  });
  return problems;
}

/** Days-off ranges that end before they start. */
export function daysOffProblems(daysOff: readonly DaysOffRange[]): Problem[] {
  return daysOff.flatMap((range, index) =>
    datePattern.test(range.from) && datePattern.test(range.to) && range.to < range.from
      ? [{ path: ["daysOff", index, "to"], message: `Days off ${range.from} to ${range.to}: the last day must be on or after the first` }]
      : [],
  );
}

/** Whether a local date (YYYY-MM-DD) falls in one of the days-off ranges. */
export function isDayOff(date: string, daysOff: readonly DaysOffRange[]): boolean {
  return daysOff.some((range) => range.from <= date && date <= range.to);
}

export type SettingsValidation = { ok: true; settings: SchedulerSettings } | { ok: false; fields: Record<string, string> };

/**
 * The availability editor's check: the settings, or each wrong field's first message keyed by
 * its path ("weeklyHours.2.end"), as the `fields` of docs/product/decisions.md, 14.
 */
export function validateSchedulerSettings(input: unknown): SettingsValidation {
  const parsed = schedulerSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return { ok: false, fields };
}
