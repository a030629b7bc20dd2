import { Hono } from "hono";
import { schedulerSettingsSchema } from "#core/scheduling/scheduler-settings.ts";
import type { AppEnv } from "#server/context.ts";
import { availabilityView, saveAvailability } from "#server/bookings/admin-availability.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { jsonBody } from "#server/http/json-body.ts";

/**
 * The availability editor, behind `requireAdmin`: GET /api/admin/availability (the
 * settings, a preview of the next times, bookings outside the hours), POST to save new settings.
 */
export function adminAvailabilityRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/api/admin/availability", async (c) => c.json(await availabilityView(c.get("services"), new Date())));

  routes.post(
    "/api/admin/availability",
    jsonBody(schedulerSettingsSchema, {
      maxBytes: 64 * 1024,
      subject: "weeklyHours",
      unreadable: "The settings could not be read. Please try again.",
      tooLarge: "Too many hours or days off.",
    }),
    async (c) => {
      const services = c.get("services");
      const view = await saveAvailability(
        services,
        c.req.valid("json"),
        { clientAddress: clientAddress(c, services.config.trustProxy) },
        new Date(),
      );
      return c.json(view);
    },
  );

  return routes;
}
