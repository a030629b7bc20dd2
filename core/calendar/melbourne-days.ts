import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";
import { practice } from "#core/practice.ts";

/**
 * Days of the practice's calendar, written "YYYY-MM-DD". Arithmetic on days is on the calendar (UTC dates, so
 * every day has 24 hours); only turning an instant into its day, or a day into its first instant, uses the
 * practice's zone, where daylight saving makes a day 23 or 25 hours long.
 */
const DAY_MS = 86_400_000;

/** The Melbourne date of an instant: today's, at `now`. */
export function melbourneDay(instant: Date): string {
  return formatISO(new TZDate(instant.getTime(), practice.timeZone), { representation: "date" });
}

/** The first instant of a Melbourne calendar day (its midnight, AEST or AEDT as that day has it). */
export function melbourneMidnight(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, practice.timeZone).getTime());
}

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
