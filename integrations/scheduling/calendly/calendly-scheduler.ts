import type { Slot } from "../../../core/scheduling/slots.ts";
import {
  SchedulingProviderError,
  type BookRequest,
  type ProviderBooking,
  type SchedulingProvider,
} from "../scheduling-provider.ts";

export interface CalendlyOptions {
  apiToken: string;
  eventTypeUri: string;
  apiBaseUrl: string;
  /** How many days ahead to offer (the built-in scheduler's horizon by default). */
  horizonDays?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Calendly asks for availability in windows; 7 days is the limit its documentation has long stated. */
export const CALENDLY_WINDOW_DAYS = 7;
const DAY = 24 * 60 * 60_000;

interface AvailableTime {
  status: string;
  start_time: string;
  invitees_remaining?: number;
}

/**
 * Calendly API v2 (decision 6): availability from `GET /event_type_available_times` in windows of at most
 * 7 days, bookings through `POST /invitees` (its Scheduling API), cancellations through
 * `POST /scheduled_events/{uuid}/cancellation`. Tested against the local fake in `./fake/`.
 */
export function createCalendlyScheduler(options: CalendlyOptions): SchedulingProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiBaseUrl.replace(/\/+$/, "");
  const horizonDays = options.horizonDays ?? 56;
  let durationMinutes: number | undefined;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.apiToken}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SchedulingProviderError(`Calendly could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new SchedulingProviderError(`Calendly answered ${response.status} to ${method} ${path}: ${text.slice(0, 300)}`);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  async function eventDuration(): Promise<number> {
    if (durationMinutes === undefined) {
      const uuid = uuidOf(options.eventTypeUri);
      const { resource } = await call<{ resource: { duration: number } }>("GET", `/event_types/${uuid}`);
      durationMinutes = resource.duration;
    }
    return durationMinutes;
  }

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
        windows.map((window) => {
          const query = new URLSearchParams({
            event_type: options.eventTypeUri,
            start_time: new Date(window.start).toISOString(),
            end_time: new Date(window.end).toISOString(),
          });
          return call<{ collection: AvailableTime[] }>("GET", `/event_type_available_times?${query}`);
        }),
      );
      const seen = new Set<number>();
      const slots: Slot[] = [];
      for (const time of pages.flatMap((page) => page.collection)) {
        const start = Date.parse(time.start_time);
        if (time.status !== "available" || Number.isNaN(start) || seen.has(start)) continue;
        seen.add(start);
        slots.push({ start: new Date(start), end: new Date(start + minutes * 60_000) });
      }
      return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
    },
    async book(request: BookRequest): Promise<ProviderBooking> {
      const minutes = await eventDuration();
      const { resource } = await call<{ resource: { uri: string; event: string } }>("POST", "/invitees", {
        event_type: options.eventTypeUri,
        start_time: request.start.toISOString(),
        invitee: {
          name: request.name,
          email: request.email,
          timezone: request.timeZone ?? "Australia/Melbourne",
        },
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
      await call("POST", `/scheduled_events/${uuidOf(eventUri)}/cancellation`, { reason });
    },
  };
}

/** The last path segment of a Calendly resource URI. */
export function uuidOf(uri: string): string {
  const segment = new URL(uri).pathname.split("/").filter(Boolean).at(-1);
  if (!segment) throw new SchedulingProviderError(`Not a Calendly resource URI: ${uri}`);
  return encodeURIComponent(segment);
}
