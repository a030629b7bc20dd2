import type { Config } from "../config.ts";
import { ApiError } from "../http/errors.ts";
import type { ExternalBooking } from "../bookings/schedule-appointment.ts";

interface ScheduledEvent {
  uri: string;
  status: string;
  start_time: string;
  end_time: string;
  event_type: string;
}

/**
 * The widget's `calendly.event_scheduled` message is only a claim made in the browser: ask Calendly's API
 * (GET /scheduled_events/{uuid}) that the event exists, is active, is of our event type and starts when
 * the browser says, before the paid appointment takes that time.
 */
export async function confirmCalendlyEvent(
  config: Config,
  eventUri: string,
  start: Date | null,
  fetchImpl: typeof fetch = fetch,
): Promise<ExternalBooking & { start: Date }> {
  const calendly = config.scheduling.calendly;
  if (!calendly) throw new ApiError(400, "Calendly is not in use; choose a time from the list.");
  const uuid = new URL(eventUri).pathname.split("/").filter(Boolean).at(-1);
  if (!uuid || !/\/scheduled_events\//.test(eventUri)) throw new ApiError(400, "Unknown Calendly event.");
  let response: Response;
  try {
    response = await fetchImpl(`${calendly.apiBaseUrl}/scheduled_events/${encodeURIComponent(uuid)}`, {
      headers: { Authorization: `Bearer ${calendly.apiToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new ApiError(503, "Calendly is not answering. Please try again in a moment.");
  }
  if (response.status === 404) throw new ApiError(400, "Unknown Calendly event.");
  if (!response.ok) throw new ApiError(503, "Calendly is not answering. Please try again in a moment.");
  const { resource } = (await response.json()) as { resource: ScheduledEvent };
  if (
    resource.status !== "active" ||
    resource.event_type !== calendly.eventTypeUri ||
    (start !== null && Date.parse(resource.start_time) !== start.getTime())
  ) {
    throw new ApiError(409, "The Calendly booking does not match this appointment.");
  }
  return { provider: "calendly", eventUri: resource.uri, start: new Date(resource.start_time), end: new Date(resource.end_time) };
}
