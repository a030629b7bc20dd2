import type { Slot } from "#core/scheduling/slots.ts";
import { SchedulingProviderError } from "#integrations/scheduling/scheduling-provider.ts";
import type { AppServices } from "#server/context.ts";
import { ProviderFailedError } from "#server/errors.ts";

/** The open consultation times from the active scheduler; a scheduler that fails is the patient's 502. */
export async function availableTimes(services: AppServices, now = new Date()): Promise<Slot[]> {
  try {
    return await services.scheduler.availableSlots({ now });
  } catch (error) {
    if (!(error instanceof SchedulingProviderError)) throw error;
    services.logger.warn({ err: error }, "availability could not be loaded from the scheduler");
    throw new ProviderFailedError(
      "Available times could not be loaded. Please contact us directly to schedule your appointment.",
      "bad-answer",
    );
  }
}
