import { TZDate } from "@date-fns/tz";
import { clockMinutes, isDayOff, type SchedulerSettings } from "./scheduler-settings.ts";

const MINUTE = 60_000;

export interface Slot {
  start: Date;
  end: Date;
}

/** Time already occupied: `end` is where the occupation stops, buffer included (`blocked_until`). */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  settings: SchedulerSettings;
  now: Date;
  busy?: readonly BusyInterval[];
}

/**
 * The consultation times a patient may book (docs/product/decisions.md, 6): every step inside the weekly hours of each local
 * day of the horizon, skipping days off, earlier than the minimum notice, or whose consultation plus buffer
 * would overlap busy time. Local wall-clock times are turned into instants by the time-zone library, and
 * the slots of one working period are then counted in real elapsed time, so a daylight-saving change
 * inside working hours gives the right number of slots at the right instants.
 */
export function generateSlots({ settings, now, busy = [] }: SlotQuery): Slot[] {
  const { timeZone, consultationMinutes, slotStepMinutes, bufferMinutes } = settings;
  const length = consultationMinutes * MINUTE;
  const step = slotStepMinutes * MINUTE;
  const buffer = bufferMinutes * MINUTE;
  const earliest = now.getTime() + settings.minimumNoticeMinutes * MINUTE;
  const merged = mergeIntervals(busy);
  let busyIndex = 0;

  const today = new TZDate(now.getTime(), timeZone);
  const slots: Slot[] = [];
  for (let offset = 0; offset < settings.bookingHorizonDays; offset++) {
    // A calendar date needs no time zone: UTC arithmetic walks the local dates from today.
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    const [year, month, dayOfMonth] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
    if (isDayOff(date.toISOString().slice(0, 10), settings.daysOff)) continue;
    const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
    const at = (time: string) => {
      const minutes = clockMinutes(time);
      return localInstant(timeZone, year, month, dayOfMonth, minutes);
    };
    const periods = settings.weeklyHours
      .filter((hours) => hours.weekday === weekday)
      .map((hours) => ({ start: at(hours.start), end: at(hours.end) }))
      .sort((a, b) => a.start - b.start);
    for (const period of periods) {
      for (let start = period.start; start + length <= period.end; start += step) {
        if (start < earliest) continue;
        const blockedUntil = start + length + buffer;
        while (busyIndex < merged.length && merged[busyIndex]!.end <= start) busyIndex++;
        const next = merged[busyIndex];
        if (next && next.start < blockedUntil) continue;
        slots.push({ start: new Date(start), end: new Date(start + length) });
      }
    }
  }
  return slots;
}

/**
 * The instant of a local wall-clock time, from the time-zone library. Every availability request asks for
 * the same few hundred (zone, day, time) conversions and the answer never changes while the process runs,
 * so each is remembered; the map is emptied rather than allowed to grow without bound.
 */
const instants = new Map<string, number>();
function localInstant(timeZone: string, year: number, month: number, day: number, minutes: number): number {
  const key = `${timeZone} ${year}-${month}-${day} ${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= 20_000) instants.clear();
    instant = new TZDate(year, month, day, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
    instants.set(key, instant);
  }
  return instant;
}

/** Whether `start` is one of the offered slots; the check a hold makes before writing anything. */
export function findSlot(query: SlotQuery, start: Date): Slot | undefined {
  return generateSlots(query).find((slot) => slot.start.getTime() === start.getTime());
}

/** Sorted, disjoint intervals in epoch milliseconds, so one forward pass can test every candidate. */
function mergeIntervals(busy: readonly BusyInterval[]): { start: number; end: number }[] {
  const sorted = busy
    .map((interval) => ({ start: interval.start.getTime(), end: interval.end.getTime() }))
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}
