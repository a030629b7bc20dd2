import { TZDate, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";
import { enAU } from "date-fns/locale/en-AU";
import { practice } from "../practice.ts";

/**
 * How times are shown (decision 8): stored as UTC instants, shown in Melbourne time with the label right
 * for the date (AEST in winter, AEDT in summer), and beside it the patient's own time where it differs.
 * Formatting goes through date-fns with a fixed locale so the server, every browser and every test print
 * the same text.
 */
export const practiceTimeZone = practice.timeZone;

const STANDARD_OFFSET_MINUTES = 600;

/** "AEST" or "AEDT" for the instant, from Melbourne's UTC offset on that date. */
export function melbourneZoneLabel(instant: Date): "AEST" | "AEDT" {
  return tzOffset(practiceTimeZone, instant) > STANDARD_OFFSET_MINUTES ? "AEDT" : "AEST";
}

/** "Australian Eastern Daylight Time" or "Australian Eastern Standard Time", for screen readers and titles. */
export function melbourneZoneName(instant: Date): string {
  return melbourneZoneLabel(instant) === "AEDT" ? "Australian Eastern Daylight Time" : "Australian Eastern Standard Time";
}

function inZone(instant: Date, timeZone: string): TZDate {
  return new TZDate(instant.getTime(), timeZone);
}

/** Slot row date: weekday, day and short month, e.g. "Mon 24 Nov". */
export function formatSlotDate(instant: Date, timeZone: string = practiceTimeZone): string {
  return format(inZone(instant, timeZone), "EEE d MMM", { locale: enAU });
}

/** 12-hour time, e.g. "9:30 am". */
export function formatSlotTime(instant: Date, timeZone: string = practiceTimeZone): string {
  return format(inZone(instant, timeZone), "h:mm aaa", { locale: enAU });
}

/** Full date for confirmations, e.g. "Monday 24 November 2026". */
export function formatLongDate(instant: Date, timeZone: string = practiceTimeZone): string {
  return format(inZone(instant, timeZone), "EEEE d MMMM yyyy", { locale: enAU });
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
  if (tzOffset(patientTimeZone, instant) === tzOffset(practiceTimeZone, instant)) return null;
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
