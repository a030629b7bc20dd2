import { daysBetween, melbourneDay } from "#core/calendar/melbourne-days.ts";

/**
 * The intake's dates: days of the calendar as a date field sends them (YYYY-MM-DD), without a time or a zone.
 */
/** The earliest year a date of the intake may have: anything before is a typing slip. */
export const EARLIEST_YEAR = 1900;

/** A real day of the calendar written YYYY-MM-DD (no 30 February), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_YEAR) return false;
  // A day past its month's end, day 0 or month 0 or 13 lands in another month.
  return new Date(Date.UTC(year, month - 1, day)).getUTCMonth() === month - 1;
}

/**
 * The last calendar day that has begun somewhere on Earth at `now` (UTC+14, the Line Islands): a date after it
 * is in the future for everyone, wherever the patient types it, and a date up to it is not for someone.
 */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether a calendar date is not in the future at `now` (see `latestToday`). */
export function isNotInFuture(date: string, now: Date): boolean {
  return date <= latestToday(now);
}

/**
 * Whole weeks from a calendar date to today in the practice's zone: 0 in the first week, null for a date still
 * to come (a planned surgery) or one that is not a date.
 */
export function weeksSince(date: string, now: Date): number | null {
  if (!isCalendarDate(date)) return null;
  const days = daysBetween(date, melbourneDay(now));
  return days < 0 ? null : Math.floor(days / 7);
}
