import type { HoldRequest } from "#contracts/booking.ts";
import { SchedulingProviderError } from "#integrations/scheduling/scheduling-provider.ts";
import type { Config } from "#server/config.ts";
import type { AppServices } from "#server/context.ts";
import { enforceLimit, type Limit } from "#server/limits/enforce-limit.ts";
import { ProviderFailedError } from "#server/errors.ts";
import { SlotNotOfferedError } from "./errors.ts";
import { placeHold, type PlacedHold } from "./place-hold.ts";

/** Holds one patient may place an hour from one address (HOLDS_PER_HOUR): each blocks a time for everyone else. */
export const holdSenderLimit = (config: Config): Limit => ({
  name: "holds-sender",
  limit: config.scheduling.holdsPerHour,
  windowMs: 60 * 60 * 1000,
  message: "You have chosen several times in the last hour. Please wait a little, or contact us to book.",
});

/**
 * The booking page's and POST /api/bookings/hold's use-case: the time the patient chose is kept for them
 * while they pay. With Calendly as the scheduler, Calendly must still offer the time; the built-in rules are
 * checked by placeHold.
 */
export async function holdChosenTime(services: AppServices, clientAddress: string, request: HoldRequest): Promise<PlacedHold> {
  const { start_time, time_zone, ...details } = request;
  await enforceLimit(services.database.db, holdSenderLimit(services.config), { address: clientAddress, sender: details.email });
  const start = new Date(start_time);
  const now = new Date();
  const { scheduler } = services;

  let externalSlot;
  if (scheduler.name === "calendly") {
    try {
      const offered = (await scheduler.availableSlots({ now })).find((slot) => slot.start.getTime() === start.getTime());
      if (offered) externalSlot = { ...offered, provider: "calendly" as const };
    } catch (error) {
      if (!(error instanceof SchedulingProviderError)) throw error;
      services.logger.warn({ err: error }, "Calendly could not confirm the time before holding it");
      throw new ProviderFailedError("We could not check this time with our calendar. Please try again shortly.", "bad-answer");
    }
    if (!externalSlot) throw new SlotNotOfferedError();
  }

  return placeHold(
    services.database.db,
    { details, start, patientTimeZone: time_zone ?? null },
    { holdMinutes: services.config.scheduling.holdMinutes, now, externalSlot },
  );
}
