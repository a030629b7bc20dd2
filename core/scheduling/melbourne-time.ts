import { practice } from "../practice.ts";

/**
 * How times are shown (decision 8): stored as UTC instants, shown in Melbourne time with the label right
 * for the date (AEST in winter, AEDT in summer), and beside it the patient's own time where it differs.
 * The wall clock comes from the platform's time-zone database (Intl, numbers only); the names are fixed
 * Australian English, so the server, every browser and every test print the same text, and the browser
 * loads no date library.
 */
export const practiceTimeZone = practice.timeZone;

const STANDARD_OFFSET_MINUTES = 600;

/** "AEST" or "AEDT" for the instant, from Melbourne's UTC offset on that date. */
export function melbourneZoneLabel(instant: Date): "AEST" | "AEDT" {
  return wallClock(instant, practiceTimeZone).offset > STANDARD_OFFSET_MINUTES ? "AEDT" : "AEST";
}

/** "Australian Eastern Daylight Time" or "Australian Eastern Standard Time", for screen readers and titles. */
export function melbourneZoneName(instant: Date): string {
  return melbourneZoneLabel(instant) === "AEDT" ? "Australian Eastern Daylight Time" : "Australian Eastern Standard Time";
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a zone, and the zone's UTC offset (minutes) at that instant. */
function wallClock(instant: Date, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const numeric = "numeric";
    clock = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric });
    clocks.set(timeZone, clock);
  }
  const field: Record<string, number> = {};
  for (const { type, value } of clock.formatToParts(instant)) field[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = field;
  // The same wall clock read as UTC lies the zone's offset away from the instant (taken to the minute).
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return {
    year,
    month: month - 1,
    day,
    weekday: new Date(asUtc).getUTCDay(),
    hours: hour,
    minutes: minute,
    offset: (asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000,
  };
}

/** Slot row date: weekday, day and short month, e.g. "Mon 24 Nov". */
export function formatSlotDate(instant: Date, timeZone: string = practiceTimeZone): string {
  const { weekday, day, month } = wallClock(instant, timeZone);
  return `${WEEKDAYS[weekday]!.slice(0, 3)} ${day} ${MONTHS[month]!.slice(0, 3)}`;
}

/** 12-hour time, e.g. "9:30 am". */
export function formatSlotTime(instant: Date, timeZone: string = practiceTimeZone): string {
  const { hours, minutes } = wallClock(instant, timeZone);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** Full date for confirmations, e.g. "Monday 24 November 2026". */
export function formatLongDate(instant: Date, timeZone: string = practiceTimeZone): string {
  const { weekday, day, month, year } = wallClock(instant, timeZone);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]} ${year}`;
}

/** "Mon 24 Nov, 9:30 am AEDT": one line naming a consultation time in Melbourne. */
export function formatMelbourneSlot(instant: Date): string {
  return `${formatSlotDate(instant)}, ${formatSlotTime(instant)} ${melbourneZoneLabel(instant)}`;
}

export interface LocalTime {
  date: string;
  time: string;
  /** The place part of the IANA zone, e.g. "Perth" or "London". */
  place: string;
  timeZone: string;
}

/**
 * The patient's own time for an instant, or null when their zone shows the same wall-clock time as
 * Melbourne on that date (Sydney, Hobart; Brisbane only in winter).
 */
export function patientLocalTime(instant: Date, patientTimeZone: string | null | undefined): LocalTime | null {
  if (!patientTimeZone || !isValidTimeZone(patientTimeZone)) return null;
  if (wallClock(instant, patientTimeZone).offset === wallClock(instant, practiceTimeZone).offset) return null;
  return {
    date: formatSlotDate(instant, patientTimeZone),
    time: formatSlotTime(instant, patientTimeZone),
    place: zonePlace(patientTimeZone),
    timeZone: patientTimeZone,
  };
}

export function zonePlace(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone });
    return true;
  } catch {
    return false;
  }
}
