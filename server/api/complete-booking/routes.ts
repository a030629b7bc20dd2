import { Hono } from "hono";
import { attachBillingSchema, completeBookingSchema, updateBookingScheduleSchema } from "#contracts/payments.ts";
import type { AppEnv } from "#server/context.ts";
import { paymentCallLimit } from "#server/http/configured-rate-limit.ts";
import { attachBillingMethod } from "#server/payments/billing-approval.ts";
import { completeDepositBooking } from "#server/payments/complete-deposit-booking.ts";
import { paymentBody } from "#server/payments/payment-body.ts";
import { scheduleDepositBooking } from "#server/payments/schedule-deposit-booking.ts";

/**
 * POST /api/complete-booking (docs/product/spec.md §7): the booking a verified deposit pays for, idempotent per order. The
 * appointment fields the browser sends are accepted and ignored: the server books from its own records.
 * Also the pay-first path's POST /api/update-booking-schedule and the billing PATCH. The answers name no
 * one: an order id is all a caller needs.
 */
export function completeBookingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post("/api/complete-booking", paymentCallLimit("complete-booking"), paymentBody(completeBookingSchema), async (c) => {
    const payload = c.req.valid("json");
    const booking = await completeDepositBooking(c.get("services"), payload.paypalOrderId, { holdId: payload.holdId });
    return c.json({ booking });
  });

  routes.post(
    "/api/update-booking-schedule",
    paymentCallLimit("update-booking-schedule"),
    paymentBody(updateBookingScheduleSchema),
    async (c) => {
      const booking = await scheduleDepositBooking(c.get("services"), c.req.valid("json"));
      return c.json({ booking });
    },
  );

  routes.patch(
    "/api/appointments/by-paypal-order/:orderId",
    paymentCallLimit("attach-billing"),
    paymentBody(attachBillingSchema),
    async (c) => {
      const { paypalBillingAgreementId } = c.req.valid("json");
      await attachBillingMethod(c.get("services"), c.req.param("orderId"), paypalBillingAgreementId);
      return c.json({ status: "saved" });
    },
  );

  return routes;
}
