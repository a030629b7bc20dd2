import { TZDate } from "@date-fns/tz";
import { addDays, melbourneDay } from "#core/calendar/melbourne-days.ts";
import { practice } from "#core/practice.ts";

/**
 * Melbourne weeks for adherence (docs/decisions/0051): Monday to Sunday on the calendar, so a week keeps its
 * seven days across a change of daylight saving. Days are "YYYY-MM-DD"; arithmetic on them is on the calendar
 * (UTC dates), and only turning an instant into its day, or a day into its first instant, uses the zone.
 */

/** The Monday of the week a calendar day is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The Monday of the Melbourne week an instant falls in. */
export function weekOfInstant(instant: Date): string {
  return mondayOf(melbourneDay(instant));
}

/** The hour (0-23) of an instant on Melbourne's clock. */
export function melbourneHour(instant: Date): number {
  return new TZDate(instant.getTime(), practice.timeZone).getHours();
}
