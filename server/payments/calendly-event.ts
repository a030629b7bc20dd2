import type { CalendlyClient } from "#integrations/scheduling/calendly/calendly-client.ts";
import { SchedulingProviderError } from "#integrations/scheduling/scheduling-provider.ts";
import type { ExternalBooking } from "#server/bookings/schedule-appointment.ts";
import { ConflictError, InvalidInputError, ProviderFailedError } from "#server/errors.ts";

/**
 * The widget's `calendly.event_scheduled` message is only a claim made in the browser: ask Calendly's API
 * (GET /scheduled_events/{uuid}) that the event exists, is active, is of our event type and starts when
 * the browser says, before the paid appointment takes that time.
 */
export async function confirmCalendlyEvent(
  calendly: CalendlyClient | null,
  eventUri: string,
  start: Date | null,
): Promise<ExternalBooking & { start: Date }> {
  if (!calendly) throw new InvalidInputError("Calendly is not in use; choose a time from the list.");
  if (!/^https?:\/\/[^/]+\/(?:.+\/)?scheduled_events\/[^/]+\/?$/.test(eventUri)) throw new InvalidInputError("Unknown Calendly event.");
  let event;
  try {
    event = await calendly.scheduledEvent(eventUri);
  } catch (error) {
    if (!(error instanceof SchedulingProviderError)) throw error;
    throw new ProviderFailedError("Calendly is not answering. Please try again in a moment.", "unreachable");
  }
  if (!event) throw new InvalidInputError("Unknown Calendly event.");
  if (
    event.status !== "active" ||
    event.event_type !== calendly.eventTypeUri ||
    (start !== null && Date.parse(event.start_time) !== start.getTime())
  ) {
    throw new ConflictError("The Calendly booking does not match this appointment.");
  }
  return { provider: "calendly", eventUri: event.uri, start: new Date(event.start_time), end: new Date(event.end_time) };
}
