import { Hono } from "hono";
import type { AvailabilitySlot } from "../../../app/features/booking/booking-details-schema.ts";
import { SchedulingProviderError } from "../../../integrations/scheduling/scheduling-provider.ts";
import type { AppEnv } from "../../app.ts";
import { activeScheduler } from "../../bookings/active-scheduler.ts";
import { ApiError } from "../../http/errors.ts";

/**
 * GET /api/calendly/availability (spec §7): the open consultation times, from whichever scheduler is active,
 * as the spec's array of `{ start_time }` plus `end_time` and `status`. The path keeps the spec's name even
 * when the built-in scheduler answers.
 */
export function availabilityRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/api/calendly/availability", async (c) => {
    const services = c.get("services");
    let slots;
    try {
      slots = await activeScheduler(services).availableSlots({ now: new Date() });
    } catch (error) {
      if (!(error instanceof SchedulingProviderError)) throw error;
      services.logger.warn({ err: error }, "availability could not be loaded from the scheduler");
      throw new ApiError(502, "Available times could not be loaded. Please contact us directly to schedule your appointment.");
    }
    const body: AvailabilitySlot[] = slots.map((slot) => ({
      start_time: slot.start.toISOString(),
      end_time: slot.end.toISOString(),
      status: "available",
    }));
    // Times change with every booking: never serve them from a cache.
    c.header("Cache-Control", "no-store");
    return c.json(body);
  });
  return routes;
}
