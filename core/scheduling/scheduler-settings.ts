import { z } from "zod";
import { practice } from "../practice.ts";

/**
 * The built-in scheduler's rules (product decision 6), kept in the `settings` table under `schedulerSettingsKey` so
 * the admin can edit them; every time is wall-clock time in the practice's time zone.
 */
export const schedulerSettingsKey = "scheduler";

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected a time such as 09:00");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date such as 2026-12-25");

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const workingHoursSchema = z
  .object({
    /** ISO weekday: 1 Monday ... 7 Sunday. */
    weekday: z.number().int().min(1).max(7),
    start: clockTime,
    end: clockTime,
  })
  .refine((hours) => toMinutes(hours.end) > toMinutes(hours.start), { message: "the end must be after the start" });

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
  /** Whole days without consultations (leave, public holidays), as local dates. */
  daysOff: z.array(isoDate).default([]),
});

export type SchedulerSettings = z.infer<typeof schedulerSettingsSchema>;

export const defaultSchedulerSettings: SchedulerSettings = schedulerSettingsSchema.parse({});

export function clockMinutes(time: string): number {
  return toMinutes(time);
}
