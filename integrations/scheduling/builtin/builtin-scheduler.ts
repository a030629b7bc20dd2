import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import { generateSlots, type Slot } from "#core/scheduling/slots.ts";
import type { Database } from "#db/client.ts";
import type { BookRequest, ProviderBooking, SchedulingProvider } from "#integrations/scheduling/scheduling-provider.ts";
import { listBusyIntervals } from "./busy-time.ts";

const DAY = 24 * 60 * 60_000;

/**
 * The built-in scheduler: the practitioner's rules (settings table) minus confirmed appointments and live
 * holds. Its bookings are the appointments rows themselves, so book and cancel have nothing to call.
 */
export function createBuiltinScheduler(db: Database, loadSettings: () => Promise<SchedulerSettings>): SchedulingProvider {
  return {
    name: "builtin",
    availableSlots: async ({ now }) => builtinAvailability(db, { now, settings: await loadSettings() }),
    book: async (request: BookRequest): Promise<ProviderBooking> => {
      const settings = await loadSettings();
      return {
        eventUri: null,
        inviteeUri: null,
        start: request.start,
        end: new Date(request.start.getTime() + settings.consultationMinutes * 60_000),
      };
    },
    cancel: async () => {},
  };
}

export async function builtinAvailability(db: Database, { now, settings }: { now: Date; settings: SchedulerSettings }): Promise<Slot[]> {
  // A day either side covers local days that begin before `now` in UTC and the horizon's last evening.
  const busy = await listBusyIntervals(db, {
    from: new Date(now.getTime() - DAY),
    to: new Date(now.getTime() + (settings.bookingHorizonDays + 1) * DAY),
    now,
  });
  return generateSlots({ settings, now, busy });
}
