import type { MiddlewareHandler } from "hono";
import { paths } from "#contracts/paths.ts";
import type { AppEnv } from "#server/context.ts";
import { isRoomPage } from "./room-pages.ts";

export const PERMISSIONS_POLICY_HEADER = "Permissions-Policy";

/**
 * Powerful features no page of the site uses, denied to every page and to anything framed in it. Full
 * screen, wake lock and autoplay stay at the browser's default (this site only), which the player and the
 * home page's video use. Only features Chromium knows are named: it warns about any other.
 */
const denied = [
  "camera",
  "microphone",
  "display-capture",
  "speaker-selection",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "midi",
  "accelerometer",
  "gyroscope",
  "magnetometer",
  "idle-detection",
  "browsing-topics",
] as const;

/** The consultation room's pages alone use the camera, microphone, screen sharing, speakers and full screen. */
const roomAllowed = ["camera", "microphone", "display-capture", "speaker-selection", "fullscreen"] as const;

/**
 * The checkout's PayPal buttons are PayPal's own frames, which may ask for the Payment Request API (its card
 * and wallet buttons): there `payment` keeps the browser's default, which the frames' `allow` can delegate.
 */
const keepsPayment = (path: string) => path === paths.checkout;

/** The policy of the answer at `path`. */
export function permissionsPolicy(path: string): string {
  const allowed: readonly string[] = isRoomPage(path) ? roomAllowed : [];
  const denials = denied
    .filter((feature) => !allowed.includes(feature))
    .filter((feature) => !(feature === "payment" && keepsPayment(path)))
    .map((feature) => `${feature}=()`);
  return [...denials, ...allowed.map((feature) => `${feature}=(self)`)].join(", ");
}

/** Sets the policy on every answer, the pages React Router renders included (their Responses are their own). */
export function permissionsPolicyHeader(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set(PERMISSIONS_POLICY_HEADER, permissionsPolicy(c.req.path));
  };
}
