import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { cancelByPatient, unknownManageLink } from "#server/bookings/cancel-by-patient.ts";
import { manageBookingView } from "#server/bookings/manage-booking-view.ts";
import { NotFoundError } from "#server/errors.ts";
import { rateLimit } from "#server/http/rate-limit.ts";

/**
 * The patient's manage-booking page's API: GET /api/manage-booking/:token (the appointment, its
 * notice and what cancelling now does) and POST /api/manage-booking/:token/cancel (cancel by the notice
 * rule; the same answer again on a repeat). The token is the key; requests are limited per address, and the
 * cancel, as every write, must come from the site's own pages (server/http/same-origin.ts). Answers are never cached.
 */
export function manageBookingCancelRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = rateLimit({
    name: "manage-booking",
    windowMs: 15 * 60_000,
    limit: 60,
    message: "Too many requests. Please wait a few minutes and try again.",
  });
  routes.use("/api/manage-booking/:token", limit);
  routes.use("/api/manage-booking/:token/cancel", limit);

  routes.get("/api/manage-booking/:token", async (c) => {
    const view = await manageBookingView(c.get("services"), c.req.param("token"));
    if (!view) throw new NotFoundError(unknownManageLink);
    c.header("Cache-Control", "no-store");
    return c.json(view);
  });

  routes.post("/api/manage-booking/:token/cancel", async (c) => {
    const view = await cancelByPatient(c.get("services"), c.req.param("token"));
    c.header("Cache-Control", "no-store");
    return c.json(view);
  });

  return routes;
}
