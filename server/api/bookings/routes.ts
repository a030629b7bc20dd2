import { Hono } from "hono";
import { holdRequestSchema, type HoldResponse } from "#contracts/booking.ts";
import type { AppEnv } from "#server/context.ts";
import { holdChosenTime } from "#server/bookings/hold-chosen-time.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { holdLimit } from "#server/http/configured-rate-limit.ts";

/**
 * POST /api/bookings/hold: keeps the chosen slot for the patient while they pay (docs/product/decisions.md, 7). 201
 * with the hold's id and expiry; 409 when the time has just been taken or is no longer offered; 400 with
 * the form's messages for bad details.
 */
export function bookingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/api/bookings/hold",
    holdLimit(),
    jsonBody(holdRequestSchema, {
      maxBytes: 16 * 1024,
      subject: "booking",
      unreadable: "The booking request could not be read. Please try again.",
      tooLarge: "The booking request is too large.",
    }),
    async (c) => {
      const services = c.get("services");
      const hold = await holdChosenTime(services, clientAddress(c, services.config.trustProxy), c.req.valid("json"));
      const response: HoldResponse = {
        holdId: hold.appointmentId,
        start_time: hold.start.toISOString(),
        end_time: hold.end.toISOString(),
        expires_at: hold.holdExpiresAt.toISOString(),
      };
      return c.json(response, 201);
    },
  );
  return routes;
}
