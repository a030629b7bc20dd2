import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { referralRoutes } from "./referrals/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { availabilityRoutes } from "./availability/routes.ts";
import { bookingRoutes } from "./bookings/routes.ts";
import { calendlyWebhookPath, calendlyWebhookRoutes } from "./calendly-webhooks/routes.ts";
import { paypalRoutes, paypalWebhookPath } from "./paypal/routes.ts";
import { completeBookingRoutes } from "./complete-booking/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { paymentLinkRoutes } from "./payment-links/routes.ts";
import { exerciseRoutes } from "./exercises/routes.ts";
import { musicTrackRoutes } from "./music-tracks/routes.ts";
import { playlistRoutes } from "./playlists/routes.ts";
import { manageBookingReceiptRoutes } from "./manage-booking/receipt-routes.ts";
import { rescheduleRoutes } from "./manage-booking/reschedule-routes.ts";
import { manageBookingCancelRoutes } from "./manage-booking/cancel-routes.ts";
import { consultationRoomRoutes } from "./consultation-room/routes.ts";
import { patientRoutes } from "./patient/routes.ts";

/** The paths of the JSON API: their refusals and unknown paths answer in the API's shape, never with a page. */
export const apiPrefixes = ["/api/", "/paypal/"] as const;

/** The providers' webhooks: sent by PayPal's and Calendly's servers, never a browser, and checked by their signature. */
export const signedWebhookPaths = [paypalWebhookPath, calendlyWebhookPath] as const;

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
  api.route("/", consultationRoomRoutes());
  api.route("/", patientRoutes());
  return api;
}
