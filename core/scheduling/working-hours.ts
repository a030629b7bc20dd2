import { TZDate } from "@date-fns/tz";
import { clockMinutes, isDayOff, type SchedulerSettings } from "./scheduler-settings.ts";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Whether a consultation from `start` to `end` lies inside the weekly hours of its local day and not on a
 * day off: what the availability editor checks existing bookings against after a change (they are never
 * moved; the practitioner is told which ones now fall outside).
 */
export function isWithinWorkingHours(
  start: Date,
  end: Date,
  settings: Pick<SchedulerSettings, "timeZone" | "weeklyHours" | "daysOff">,
): boolean {
  const local = new TZDate(start.getTime(), settings.timeZone);
  const date = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  if (isDayOff(date, settings.daysOff)) return false;
  const weekday = local.getDay() === 0 ? 7 : local.getDay();
  const from = local.getHours() * 60 + local.getMinutes();
  const to = from + Math.round((end.getTime() - start.getTime()) / 60_000);
  return settings.weeklyHours.some(
    (hours) => hours.weekday === weekday && clockMinutes(hours.start) <= from && to <= clockMinutes(hours.end),
  );
}
