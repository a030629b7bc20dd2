import { Hono } from "hono";
import { rescheduleHoldSchema, rescheduleRequestSchema } from "#contracts/reschedule.ts";
import { holdForReschedule, moveToHeldTime, rescheduleOptions } from "#server/bookings/reschedule-answers.ts";
import type { AppEnv } from "#server/context.ts";
import { holdLimit } from "#server/http/configured-rate-limit.ts";
import { jsonBody } from "#server/http/json-body.ts";

const bodyTexts = {
  maxBytes: 4 * 1024,
  subject: "reschedule",
  unreadable: "The request could not be read. Please try again.",
  tooLarge: "The request is too large.",
};

/**
 * The patient's move of their appointment from the manage-booking link (server/bookings/reschedule-appointment.ts):
 * GET …/times (the rule's answer and the open times), POST …/hold (201, the chosen time kept; 409 when taken
 * or when the rule refuses), POST …/reschedule (200, the new time; 409 when the hold was lost). An unknown or
 * finished link is a 404.
 */
export function rescheduleRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/api/manage-booking/:token/times", async (c) => {
    const options = await rescheduleOptions(c.get("services"), c.req.param("token"));
    c.header("Cache-Control", "no-store");
    return c.json(options);
  });
  routes.post("/api/manage-booking/:token/hold", holdLimit(), jsonBody(rescheduleHoldSchema, bodyTexts), async (c) => {
    const hold = await holdForReschedule(c.get("services"), c.req.param("token"), new Date(c.req.valid("json").start_time));
    return c.json(hold, 201);
  });
  routes.post("/api/manage-booking/:token/reschedule", jsonBody(rescheduleRequestSchema, bodyTexts), async (c) => {
    return c.json(await moveToHeldTime(c.get("services"), c.req.param("token"), c.req.valid("json").holdId));
  });
  return routes;
}
