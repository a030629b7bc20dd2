import { TZDate } from "@date-fns/tz";
import { practice } from "#core/practice.ts";

/**
 * How long a patient's record is kept (docs/decisions/0049): Victoria's Health Records Act 2001, Health
 * Privacy Principle 4.2, lets a health service provider delete health information only more than 7 years
 * after the last occasion it provided a health service to the person, or, for information collected while
 * the person was a child, after they turn 25, whichever is later.
 */
export const RETENTION_YEARS_AFTER_LAST_SERVICE = 7;

/** The age until which a child's record is kept (HPP 4.2(b)(i)): the practitioner sets `keepUntil` to that birthday. */
export const CHILD_RECORD_KEPT_TO_AGE = 25;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first instant the record may be deleted: the start (Melbourne time) of the day after the later of
 * the 7th anniversary of the last service's Melbourne date and `keepUntil` (a "YYYY-MM-DD" the practitioner
 * set, such as a child's 25th birthday). "More than 7 years after" is read as the whole anniversary day
 * passed; a 29 February's anniversary in a common year is 1 March, the later reading.
 */
export function deletionDueAt(lastServiceAt: Date, keepUntil: string | null = null): Date {
  const last = new TZDate(lastServiceAt.getTime(), practice.timeZone);
  // setFullYear keeps the month and day: 29 February in a common year rolls on to 1 March.
  const anniversary = new TZDate(
    last.getFullYear() + RETENTION_YEARS_AFTER_LAST_SERVICE,
    last.getMonth(),
    last.getDate(),
    practice.timeZone,
  );
  const kept = keepUntil ? keptDay(keepUntil) : null;
  const lastKeptDay = kept && kept.getTime() > anniversary.getTime() ? kept : anniversary;
  return new Date(new TZDate(lastKeptDay.getFullYear(), lastKeptDay.getMonth(), lastKeptDay.getDate() + 1, practice.timeZone).getTime());
}

/** Whether the record's retention has ended at `now`. */
export function isRetentionOver(lastServiceAt: Date, keepUntil: string | null, now: Date): boolean {
  return now.getTime() >= deletionDueAt(lastServiceAt, keepUntil).getTime();
}

function keptDay(keepUntil: string): TZDate {
  const match = isoDate.exec(keepUntil);
  if (!match) throw new Error(`Not a date: ${keepUntil}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), practice.timeZone);
}
