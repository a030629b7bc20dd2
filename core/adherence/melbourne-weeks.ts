import { TZDate } from "@date-fns/tz";
import { practice } from "#core/practice.ts";
import { melbourneDay } from "#core/patients/record-retention.ts";

/**
 * Melbourne weeks for adherence (docs/decisions/0051): Monday to Sunday on the calendar, so a week keeps its
 * seven days across a change of daylight saving. Days are "YYYY-MM-DD"; arithmetic on them is on the calendar
 * (UTC dates), and only turning an instant into its day, or a day into its first instant, uses the zone.
 */
const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar day is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The Monday of the Melbourne week an instant falls in. */
export function weekOfInstant(instant: Date): string {
  return mondayOf(melbourneDay(instant));
}

/** The first instant of a Melbourne calendar day (its midnight, AEST or AEDT as that day has it). */
export function melbourneMidnight(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, practice.timeZone).getTime());
}

/** The hour (0-23) of an instant on Melbourne's clock. */
export function melbourneHour(instant: Date): number {
  return new TZDate(instant.getTime(), practice.timeZone).getHours();
}
