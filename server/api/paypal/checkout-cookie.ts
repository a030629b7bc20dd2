import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "#server/context.ts";

/**
 * The paying browser's checkout cookie. An order id travels in URLs, emails and the
 * provider's redirects, so it cannot be what shows a patient's name: the cookie, set when the order is made,
 * can. httpOnly (no script reads it), SameSite=Lax, Secure in production, sent only to /paypal/order/*, and
 * short-lived: the same browser opening the receipt's link soon after paying sees whose booking it is;
 * anyone else with the link sees none of the patient's details. Only its SHA-256 is stored with the order.
 */
export const CHECKOUT_COOKIE = "deposit_checkout";
export const CHECKOUT_COOKIE_PATH = "/paypal/order";
export const CHECKOUT_COOKIE_SECONDS = 2 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

function tokenOf(c: Context<AppEnv>): string | null {
  const token = getCookie(c, CHECKOUT_COOKIE);
  return token && TOKEN.test(token) ? token : null;
}

/**
 * Sets (or renews) the browser's cookie and answers the binding to store with the new order. A browser that
 * already has one keeps it, so a second order (a retry, a second tab) is bound to the same browser.
 */
export function bindCheckoutBrowser(c: Context<AppEnv>): string {
  const token = tokenOf(c) ?? randomBytes(32).toString("base64url");
  setCookie(c, CHECKOUT_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.get("services").config.env === "production",
    path: CHECKOUT_COOKIE_PATH,
    maxAge: CHECKOUT_COOKIE_SECONDS,
  });
  return digest(token);
}

/** The binding the request's cookie proves, or null without one. */
export function checkoutBrowserOf(c: Context<AppEnv>): string | null {
  const token = tokenOf(c);
  return token ? digest(token) : null;
}
