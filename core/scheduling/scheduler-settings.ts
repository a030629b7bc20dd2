import { z } from "zod";
import { practice } from "../practice.ts";

/**
 * The built-in scheduler's rules (product decision 6), kept in the `settings` table under `schedulerSettingsKey` so
 * the admin can edit them; every time is wall-clock time in the practice's time zone.
 */
export const schedulerSettingsKey = "scheduler";

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const clockTime = z.string().regex(clockPattern, "Enter a time such as 09:00");
const isoDate = z.string().regex(datePattern, "Enter a date such as 2026-12-25");

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const workingHoursSchema = z
  .object({
    /** ISO weekday: 1 Monday ... 7 Sunday. */
    weekday: z.number().int().min(1).max(7),
    start: clockTime,
    end: clockTime,
  })
  // Only between two well-formed times: a malformed one has its own message.
  .refine((hours) => !clockPattern.test(hours.start) || !clockPattern.test(hours.end) || toMinutes(hours.end) > toMinutes(hours.start), {
    message: "The end must be after the start",
    path: ["end"],
  });

/** Days without consultations, both dates included; one day is a range from and to the same date. */
export const daysOffRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => !datePattern.test(range.from) || !datePattern.test(range.to) || range.to >= range.from, {
    message: "The last day off must be on or after the first",
    path: ["to"],
  });

export type DaysOffRange = z.infer<typeof daysOffRangeSchema>;

export const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const schedulerSettingsSchema = z.object({
  timeZone: z.string().min(1).default(practice.timeZone),
  /** Length of one consultation (spec §9: 30 minutes). */
  consultationMinutes: z.number().int().min(5).max(240).default(30),
  /** How far apart offered start times are. */
  slotStepMinutes: z.number().int().min(5).max(240).default(30),
  /** Free time kept after every consultation before the next may start. */
  bufferMinutes: z.number().int().min(0).max(240).default(15),
  /** How soon a patient may book, from now. */
  minimumNoticeMinutes: z.number().int().min(0).max(60 * 24 * 30).default(24 * 60),
  /** How many calendar days ahead (today included) times are offered. */
  bookingHorizonDays: z.number().int().min(1).max(365).default(56),
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
}).superRefine((settings, ctx) => {
  for (const problem of overlappingHours(settings.weeklyHours)) ctx.addIssue({ code: "custom", ...problem });
});

export type SchedulerSettings = z.infer<typeof schedulerSettingsSchema>;

export const defaultSchedulerSettings: SchedulerSettings = schedulerSettingsSchema.parse({});

export function clockMinutes(time: string): number {
  return toMinutes(time);
}

/**
 * Ranges of one weekday that overlap (touching is fine: 09:00–12:00 then 12:00–13:00): each reported on
 * the later range, in the practitioner's words.
 */
export function overlappingHours(weeklyHours: readonly { weekday: number; start: string; end: string }[]): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  weeklyHours.forEach((hours, index) => {
    const clash = weeklyHours.findIndex(
      (other, otherIndex) =>
        otherIndex < index &&
        other.weekday === hours.weekday &&
        toMinutes(other.start) < toMinutes(hours.end) &&
        toMinutes(hours.start) < toMinutes(other.end),
    );
    if (clash === -1) return;
    const other = weeklyHours[clash]!;
    problems.push({
      path: ["weeklyHours", index, "start"],
      message: `${weekdayNames[hours.weekday - 1] ?? "This day"}'s hours ${other.start}–${other.end} and ${hours.start}–${hours.end} overlap`,
    });
  });
  return problems;
}

/** Whether a local date (YYYY-MM-DD) falls in one of the days-off ranges. */
export function isDayOff(date: string, daysOff: readonly DaysOffRange[]): boolean {
  return daysOff.some((range) => range.from <= date && date <= range.to);
}

export type SettingsValidation = { ok: true; settings: SchedulerSettings } | { ok: false; fields: Record<string, string> };

/**
 * The availability editor's check (issue 14): the settings, or each wrong field's first message keyed by
 * its path ("weeklyHours.2.end"), as decision 14's `fields`.
 */
export function validateSchedulerSettings(input: unknown): SettingsValidation {
  const parsed = schedulerSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return { ok: false, fields };
}
