import { practice } from "#core/practice.ts";

/**
 * How times are shown (docs/product/decisions.md, 8): stored as UTC instants, shown in Melbourne time with the label right
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
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

interface WallClock {
  year: number;
  /** 0 for January, as Date's. */
  month: number;
  day: number;
  /** 0 for Sunday, as Date's. */
  weekday: number;
  hours: number;
  minutes: number;
  /** The zone's UTC offset at that instant, in minutes. */
  offset: number;
}

/**
 * Per zone, its formatter and the last instant it read. A slot row asks for the same instant's date, time,
 * label and the patient's own time in turn: one read per zone and row instead of one per question.
 */
const readers = new Map<string, { format: Intl.DateTimeFormat; at: number; clock: WallClock | null }>();

/** Zones a server keeps readers for: a patient's zone arrives as typed, so the spellings are not bounded. */
const MAX_READERS = 64;

/** The zone's reader, made on first use; throws a RangeError for a zone the platform does not know. */
function readerOf(timeZone: string) {
  let reader = readers.get(timeZone);
  if (!reader) {
    if (readers.size >= MAX_READERS) readers.clear();
    const numeric = "numeric";
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
    });
    reader = { format, at: NaN, clock: null };
    readers.set(timeZone, reader);
  }
  return reader;
}

/** The wall-clock fields of an instant in a zone, and the zone's UTC offset at that instant. */
function wallClock(instant: Date, timeZone: string): WallClock {
  const reader = readerOf(timeZone);
  const at = instant.getTime();
  if (reader.clock && reader.at === at) return reader.clock;
  const field: Record<string, number> = {};
  for (const { type, value } of reader.format.formatToParts(instant)) field[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = field;
  // The same wall clock read as UTC lies the zone's offset away from the instant (taken to the minute).
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  reader.at = at;
  reader.clock = {
    year,
    month: month - 1,
    day,
    weekday: new Date(asUtc).getUTCDay(),
    hours: hour,
    minutes: minute,
    offset: (asUtc - Math.floor(at / 60_000) * 60_000) / 60_000,
  };
  return reader.clock;
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

/** "Saturday 20 September 2025": a calendar day without a time or zone (YYYY-MM-DD, an intake's date). */
export function formatCalendarDay(date: string): string {
  return formatLongDate(new Date(`${date}T12:00:00Z`), "UTC");
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
    readerOf(timeZone);
    return true;
  } catch {
    return false;
  }
}
