import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { referralRoutes } from "./referrals/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { availabilityRoutes } from "./availability/routes.ts";
import { bookingRoutes } from "./bookings/routes.ts";
import { calendlyWebhookRoutes } from "./calendly-webhooks/routes.ts";
import { paypalRoutes } from "./paypal/routes.ts";
import { completeBookingRoutes } from "./complete-booking/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { paymentLinkRoutes } from "./payment-links/routes.ts";
import { exerciseRoutes } from "./exercises/routes.ts";
import { musicTrackRoutes } from "./music-tracks/routes.ts";
import { playlistRoutes } from "./playlists/routes.ts";
import { manageBookingReceiptRoutes } from "./manage-booking/receipt-routes.ts";
import { rescheduleRoutes } from "./manage-booking/reschedule-routes.ts";
import { manageBookingCancelRoutes } from "./manage-booking/cancel-routes.ts";

/**
 * Mounts every API resource on its spec path. Each resource lives in its own folder
 * (server/api/<resource>/) with its routes, handlers and tests.
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route("/", referralRoutes());
  api.route("/", contactRoutes());
  api.route("/", availabilityRoutes());
  api.route("/", bookingRoutes());
  api.route("/", calendlyWebhookRoutes());
  api.route("/", paypalRoutes());
  api.route("/", completeBookingRoutes());
  api.route("/", adminRoutes());
  api.route("/", paymentLinkRoutes());
  api.route("/", exerciseRoutes());
  api.route("/", musicTrackRoutes());
  api.route("/", playlistRoutes());
  api.route("/", manageBookingReceiptRoutes());
  api.route("/", rescheduleRoutes());
  api.route("/", manageBookingCancelRoutes());
  return api;
}
