import { hkdfSync } from "node:crypto";
import { serialize, parse } from "hono/utils/cookie";
import type { BookingDetails } from "#contracts/booking.ts";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import { seal, SealError, unseal } from "#integrations/storage/sealed-box.ts";
import type { Config } from "#server/config.ts";

/**
 * What the booking page hands the checkout (docs/decisions/0037): the hold this browser placed, or the
 * details it gave to pay first. The booking form posts to the server, so the server hands it over, in an
 * httpOnly cookie sealed under a key of its own (the browser can neither read nor forge it) and never in
 * the address: it works before the page's script has loaded and with none at all.
 */
export type CheckoutHandover =
  { kind: "hold"; holdId: string } | { kind: "details"; details: BookingDetails; timeZone: string | null; savedAt: number };

export const HANDOVER_COOKIE = "booking_checkout";
/** As long as a checkout may reasonably take; a hold itself lapses sooner (HOLD_MINUTES). */
const HANDOVER_SECONDS = 2 * 60 * 60;
const associatedData = Buffer.from("booking-checkout:v1");

function handoverKey(config: Config): Buffer {
  return Buffer.from(hkdfSync("sha256", resolveFileKey(config.referralFileKey, config.dataDir), "", "booking-checkout", 32));
}

/** The Set-Cookie header carrying `handover` to the checkout. */
export function handoverCookie(config: Config, handover: CheckoutHandover): string {
  const sealed = seal(handoverKey(config), Buffer.from(JSON.stringify(handover)), associatedData).toString("base64url");
  return serialize(HANDOVER_COOKIE, sealed, {
    httpOnly: true,
    sameSite: "Lax",
    secure: config.env === "production",
    path: "/",
    maxAge: HANDOVER_SECONDS,
  });
}

/** The handover a request's cookies carry, or null when there is none, or it is not ours. */
export function readHandover(config: Config, cookieHeader: string | null): CheckoutHandover | null {
  const sealed = cookieHeader ? parse(cookieHeader, HANDOVER_COOKIE)[HANDOVER_COOKIE] : undefined;
  if (!sealed) return null;
  try {
    return JSON.parse(unseal(handoverKey(config), Buffer.from(sealed, "base64url"), associatedData).toString("utf8")) as CheckoutHandover;
  } catch (error) {
    if (error instanceof SealError || error instanceof SyntaxError) return null;
    throw error;
  }
}
