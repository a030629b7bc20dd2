import { SchedulingProviderError } from "#integrations/scheduling/scheduling-provider.ts";

export interface CalendlySettings {
  apiToken: string;
  eventTypeUri: string;
  apiBaseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CalendlyEventType {
  duration: number;
  /** Calendly's public booking page of the event type, for its inline widget. */
  schedulingUrl: string | null;
}

export interface CalendlyAvailableTime {
  status: string;
  start_time: string;
  invitees_remaining?: number;
}

export interface CalendlyScheduledEvent {
  uri: string;
  status: string;
  start_time: string;
  end_time: string;
  event_type: string;
}

/**
 * The one client of Calendly's API v2 that the site has: the scheduler, the check of the widget's booking
 * and the checkout's widget address all go through it, so there is one token, one timeout and one cache of
 * the event type. Every failure is a SchedulingProviderError; a 404 on a scheduled event is an answer (null).
 */
export interface CalendlyClient {
  readonly eventTypeUri: string;
  /** Asked once and kept; asked again after a failure. */
  eventType(): Promise<CalendlyEventType>;
  availableTimes(window: { start: Date; end: Date }): Promise<CalendlyAvailableTime[]>;
  createInvitee(invitee: { start: Date; name: string; email: string; timeZone: string }): Promise<{ uri: string; event: string }>;
  cancelEvent(eventUri: string, reason: string): Promise<void>;
  scheduledEvent(eventUri: string): Promise<CalendlyScheduledEvent | null>;
  /** An invitee's own pages to cancel or reschedule (its cancel_url and reschedule_url); null when unknown. */
  inviteeLinks(inviteeUri: string): Promise<{ cancelUrl: string; rescheduleUrl: string } | null>;
}

class NotFound extends SchedulingProviderError {}

export function createCalendlyClient(settings: CalendlySettings): CalendlyClient {
  const doFetch = settings.fetch ?? fetch;
  const base = settings.apiBaseUrl.replace(/\/+$/, "");
  let eventType: Promise<CalendlyEventType> | undefined;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${settings.apiToken}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SchedulingProviderError(`Calendly could not be reached: ${(error as Error).name}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new SchedulingProviderError(`Calendly's answer to ${method} ${path} broke off: ${(error as Error).name}`);
    }
    // The status and the path only: Calendly's error bodies can repeat an invitee's name or email.
    if (response.status === 404) throw new NotFound(`Calendly answered 404 to ${method} ${path}`);
    if (!response.ok) throw new SchedulingProviderError(`Calendly answered ${response.status} to ${method} ${path}`);
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch {
      // A proxy's HTML error page with a success status: Calendly is not really answering.
      throw new SchedulingProviderError(`Calendly answered ${response.status} to ${method} ${path} with something that is not JSON`);
    }
  }

  return {
    eventTypeUri: settings.eventTypeUri,
    eventType() {
      eventType ??= call<{ resource: { duration: number; scheduling_url?: string } }>(
        "GET",
        `/event_types/${uuidOf(settings.eventTypeUri)}`,
      ).then(
        ({ resource }) => ({ duration: resource.duration, schedulingUrl: resource.scheduling_url ?? null }),
        (error: unknown) => {
          eventType = undefined;
          throw error;
        },
      );
      return eventType;
    },
    async availableTimes({ start, end }) {
      const query = new URLSearchParams({
        event_type: settings.eventTypeUri,
        start_time: start.toISOString(),
        end_time: end.toISOString(),
      });
      return (await call<{ collection: CalendlyAvailableTime[] }>("GET", `/event_type_available_times?${query}`)).collection;
    },
    async createInvitee({ start, name, email, timeZone }) {
      const { resource } = await call<{ resource: { uri: string; event: string } }>("POST", "/invitees", {
        event_type: settings.eventTypeUri,
        start_time: start.toISOString(),
        invitee: { name, email, timezone: timeZone },
      });
      return resource;
    },
    async cancelEvent(eventUri, reason) {
      await call("POST", `/scheduled_events/${uuidOf(eventUri)}/cancellation`, { reason });
    },
    async inviteeLinks(inviteeUri) {
      // https://api.calendly.com/scheduled_events/{event}/invitees/{invitee}
      const segments = new URL(inviteeUri).pathname.split("/").filter(Boolean);
      const [eventUuid, inviteeUuid] = [segments.at(-3), segments.at(-1)];
      if (!eventUuid || !inviteeUuid) throw new SchedulingProviderError("Not a Calendly invitee URI");
      try {
        const { resource } = await call<{ resource: { cancel_url: string; reschedule_url: string } }>(
          "GET",
          `/scheduled_events/${encodeURIComponent(eventUuid)}/invitees/${encodeURIComponent(inviteeUuid)}`,
        );
        return { cancelUrl: resource.cancel_url, rescheduleUrl: resource.reschedule_url };
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    },
    async scheduledEvent(eventUri) {
      try {
        return (await call<{ resource: CalendlyScheduledEvent }>("GET", `/scheduled_events/${uuidOf(eventUri)}`)).resource;
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    },
  };
}

/** The last path segment of a Calendly resource URI. */
export function uuidOf(uri: string): string {
  let segment: string | undefined;
  try {
    segment = new URL(uri).pathname.split("/").filter(Boolean).at(-1);
  } catch {
    segment = undefined;
  }
  if (!segment) throw new SchedulingProviderError("Not a Calendly resource URI");
  return encodeURIComponent(segment);
}
