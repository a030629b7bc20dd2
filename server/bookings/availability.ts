import type { SchedulerSettings } from "../../core/scheduling/scheduler-settings.ts";
import { generateSlots, type Slot } from "../../core/scheduling/slots.ts";
import type { Database } from "../../db/client.ts";
import { listBusyIntervals } from "./busy-time.ts";
import { loadSchedulerSettings } from "./scheduler-settings.ts";

const DAY = 24 * 60 * 60_000;

/** The built-in scheduler's open slots: its rules, minus confirmed appointments and live holds. */
export async function builtinAvailability(
  db: Database,
  options: { now?: Date; settings?: SchedulerSettings } = {},
): Promise<Slot[]> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? (await loadSchedulerSettings(db));
  // One day either side covers local days that start before `now` in UTC and the last day's late slots.
  const busy = await listBusyIntervals(db, {
    from: new Date(now.getTime() - DAY),
    to: new Date(now.getTime() + (settings.bookingHorizonDays + 1) * DAY),
    now,
  });
  return generateSlots({ settings, now, busy });
}
