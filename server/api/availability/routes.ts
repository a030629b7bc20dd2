import { Hono } from "hono";
import { availabilitySlotOf } from "#contracts/availability-slot.ts";
import { availableTimes } from "#server/bookings/available-times.ts";
import type { AppEnv } from "#server/context.ts";

/**
 * GET /api/calendly/availability (docs/product/spec.md §7): the open consultation times, from whichever scheduler is active,
 * as the spec's array of `{ start_time }` plus `end_time` and `status`. The path keeps the spec's name even
 * when the built-in scheduler answers.
 */
export function availabilityRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/api/calendly/availability", async (c) => {
    const slots = await availableTimes(c.get("services"));
    const body = slots.map(availabilitySlotOf);
    // Times change with every booking: never serve them from a cache.
    c.header("Cache-Control", "no-store");
    return c.json(body);
  });
  return routes;
}
