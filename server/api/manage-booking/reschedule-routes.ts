import { Hono } from "hono";
import type { HoldResponse } from "#contracts/booking.ts";
import { rescheduleHoldSchema, rescheduleRequestSchema, type RescheduleOptions, type RescheduleResult } from "#contracts/reschedule.ts";
import { holdRescheduleTime, rescheduleAppointment, rescheduleTimes } from "#server/bookings/reschedule-appointment.ts";
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
    const services = c.get("services");
    const { appointment, notice, refusal, times } = await rescheduleTimes(services, c.req.param("token"));
    const body: RescheduleOptions = {
      appointment: {
        start_time: appointment.startAt.toISOString(),
        end_time: appointment.endAt.toISOString(),
        time_zone: appointment.patientTimeZone,
      },
      deadline: notice.deadline.toISOString(),
      noticeHours: services.config.afterBooking.noticeHours,
      refusal,
      times: times.map((slot) => ({ start_time: slot.start.toISOString(), end_time: slot.end.toISOString(), status: "available" })),
    };
    c.header("Cache-Control", "no-store");
    return c.json(body);
  });
  routes.post("/api/manage-booking/:token/hold", holdLimit(), jsonBody(rescheduleHoldSchema, bodyTexts), async (c) => {
    const hold = await holdRescheduleTime(c.get("services"), c.req.param("token"), new Date(c.req.valid("json").start_time));
    const body: HoldResponse = {
      holdId: hold.appointmentId,
      start_time: hold.start.toISOString(),
      end_time: hold.end.toISOString(),
      expires_at: hold.holdExpiresAt.toISOString(),
    };
    return c.json(body, 201);
  });
  routes.post("/api/manage-booking/:token/reschedule", jsonBody(rescheduleRequestSchema, bodyTexts), async (c) => {
    const moved = await rescheduleAppointment(c.get("services"), c.req.param("token"), c.req.valid("json").holdId);
    const body: RescheduleResult = { start_time: moved.startAt.toISOString(), end_time: moved.endAt.toISOString() };
    return c.json(body);
  });
  return routes;
}
