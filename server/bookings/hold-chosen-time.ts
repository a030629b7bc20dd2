import type { HoldRequest } from "#contracts/booking.ts";
import { SchedulingProviderError } from "#integrations/scheduling/scheduling-provider.ts";
import type { AppServices } from "#server/context.ts";
import { ProviderFailedError } from "#server/errors.ts";
import { SlotNotOfferedError } from "./errors.ts";
import { placeHold, type PlacedHold } from "./place-hold.ts";

/**
 * POST /api/bookings/hold's use-case: the time the patient chose is kept for them while they pay. With
 * Calendly as the scheduler, Calendly must still offer the time; the built-in rules are checked by placeHold.
 */
export async function holdChosenTime(services: AppServices, request: HoldRequest): Promise<PlacedHold> {
  const { start_time, time_zone, ...details } = request;
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
