import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { cancelBooking } from "#server/bookings/cancel-booking.ts";
import { findAppointmentByManageToken } from "#server/bookings/manage-link.ts";
import { manageBookingView, toManageBookingView } from "#server/bookings/manage-booking-view.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { rateLimit } from "#server/http/rate-limit.ts";

const calendlyCancels = "This appointment was booked through Calendly: please cancel it with the Calendly link on this page.";
const unknownLink = "This booking link is not valid any more. It works until the appointment is over.";

/**
 * The patient's manage-booking page's API (issue 17): GET /api/manage-booking/:token (the appointment, its
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
    if (!view) throw new NotFoundError(unknownLink);
    c.header("Cache-Control", "no-store");
    return c.json(view);
  });

  routes.post("/api/manage-booking/:token/cancel", async (c) => {
    const services = c.get("services");
    const now = new Date();
    const row = await findAppointmentByManageToken(services.database.db, c.req.param("token"), now);
    const current = row ? await toManageBookingView(services, row, now) : null;
    if (!row || !current) throw new NotFoundError(unknownLink);
    // Calendly holds the calendar entry: its own cancel page cancels it there, and its webhook cancels it here.
    if (current.scheduling === "calendly" && current.status !== "cancelled") throw new ConflictError(calendlyCancels);
    const { appointment } = await cancelBooking(services, { appointmentId: row.id, by: "patient", deposit: "by-rule", now });
    c.header("Cache-Control", "no-store");
    return c.json(await toManageBookingView(services, appointment, now));
  });

  return routes;
}
