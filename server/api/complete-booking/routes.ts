import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  attachBillingSchema,
  completeBookingSchema,
  updateBookingScheduleSchema,
} from "../../../app/features/payments/payment-schemas.ts";
import type { AppEnv } from "../../app.ts";
import { apiErrorBody } from "../../http/errors.ts";
import { attachBillingMethod } from "../../payments/billing-approval.ts";
import { completeDepositBooking } from "../../payments/complete-deposit-booking.ts";
import { readJson } from "../../payments/read-json.ts";
import { scheduleDepositBooking } from "../../payments/schedule-deposit-booking.ts";

const small = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(apiErrorBody("The request is too large."), 413) });

/**
 * POST /api/complete-booking (spec §7): the booking a verified deposit pays for, idempotent per order. The
 * appointment fields the browser sends are accepted and ignored: the server books from its own records.
 * Also the pay-first path's POST /api/update-booking-schedule and the billing PATCH.
 */
export function completeBookingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post("/api/complete-booking", small, async (c) => {
    const payload = await readJson(c, completeBookingSchema);
    const booking = await completeDepositBooking(c.get("services"), payload.paypalOrderId, { holdId: payload.holdId });
    return c.json({ booking });
  });

  routes.post("/api/update-booking-schedule", small, async (c) => {
    const payload = await readJson(c, updateBookingScheduleSchema);
    const booking = await scheduleDepositBooking(c.get("services"), payload);
    return c.json({ booking });
  });

  routes.patch("/api/appointments/by-paypal-order/:orderId", small, async (c) => {
    const payload = await readJson(c, attachBillingSchema);
    await attachBillingMethod(c.get("services"), c.req.param("orderId"), payload.paypalBillingAgreementId);
    return c.json({ status: "saved" });
  });

  return routes;
}
