import type { Slot } from "#core/scheduling/slots.ts";
import type { CalendlyClient } from "./calendly-client.ts";
import type { BookRequest, ProviderBooking, SchedulingProvider } from "#integrations/scheduling/scheduling-provider.ts";

export interface CalendlySchedulerOptions {
  /** How many days ahead to offer (the built-in scheduler's horizon by default). */
  horizonDays?: number;
}

/** Calendly asks for availability in windows; 7 days is the limit its documentation has long stated. */
export const CALENDLY_WINDOW_DAYS = 7;
const DAY = 24 * 60 * 60_000;

/**
 * Calendly API v2 (docs/product/decisions.md, 6): availability from `GET /event_type_available_times` in windows of at most
 * 7 days, bookings through `POST /invitees` (its Scheduling API), cancellations through
 * `POST /scheduled_events/{uuid}/cancellation`. Tested against the local fake in `./fake/`.
 */
export function createCalendlyScheduler(client: CalendlyClient, options: CalendlySchedulerOptions = {}): SchedulingProvider {
  const horizonDays = options.horizonDays ?? 56;
  const eventDuration = async () => (await client.eventType()).duration;

  return {
    name: "calendly",
    async availableSlots({ now }) {
      const minutes = await eventDuration();
      // Calendly refuses a start in the past: begin a minute ahead.
      const first = now.getTime() + 60_000;
      const last = now.getTime() + horizonDays * DAY;
      const windows: { start: number; end: number }[] = [];
      for (let start = first; start < last; start += CALENDLY_WINDOW_DAYS * DAY) {
        windows.push({ start, end: Math.min(start + CALENDLY_WINDOW_DAYS * DAY, last) });
      }
      const pages = await Promise.all(
        windows.map((window) => client.availableTimes({ start: new Date(window.start), end: new Date(window.end) })),
      );
      const seen = new Set<number>();
      const slots: Slot[] = [];
      for (const time of pages.flat()) {
        const start = Date.parse(time.start_time);
        if (time.status !== "available" || Number.isNaN(start) || seen.has(start)) continue;
        seen.add(start);
        slots.push({ start: new Date(start), end: new Date(start + minutes * 60_000) });
      }
      return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
    },
    async book(request: BookRequest): Promise<ProviderBooking> {
      const minutes = await eventDuration();
      const resource = await client.createInvitee({
        start: request.start,
        name: request.name,
        email: request.email,
        timeZone: request.timeZone ?? "Australia/Melbourne",
      });
      return {
        eventUri: resource.event,
        inviteeUri: resource.uri,
        start: request.start,
        end: new Date(request.start.getTime() + minutes * 60_000),
      };
    },
    async cancel({ eventUri, reason }) {
      if (!eventUri) return;
      await client.cancelEvent(eventUri, reason);
    },
  };
}
