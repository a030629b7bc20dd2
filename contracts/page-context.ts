import { createContext } from "react-router";
import type { FeeSchedule } from "#core/fees.ts";
import type { AdminSessionState } from "./admin.ts";

/**
 * What the server hands the pages' loaders for each request (React Router's context): the settings a page
 * renders from, without the app importing the server. The server sets it in `server/page-context.ts`.
 */
export interface PageContext {
  /** The fee schedule the server charges from (product decisions 1 and 4). */
  fees: FeeSchedule;
  /** The active payment provider; 'test' takes no money, and the pages must say so. */
  paymentProvider: "test" | "paypal";
  /** PayPal's public client id for its JS SDK; null in test mode. */
  paypalClientId: string | null;
  /** Calendly's public booking page for its inline widget; null when Calendly is not the scheduler. */
  calendlySchedulingUrl(): Promise<string | null>;
  /**
   * Whether the request's cookies carry a live admin session (the server's own check, the same as the admin
   * API's guard: product decision 10) and whether a password exists at all. For the admin pages' loaders
   * (the app's lib/admin-page.server.ts).
   */
  adminSession(request: Request): Promise<AdminSessionState>;
}

export const pageContext = createContext<PageContext>();

/**
 * The nonce of this answer's Content-Security-Policy, which the page's inline scripts carry
 * (app/entry.server.tsx); null when a page is prerendered, whose scripts the policy names by hash.
 */
export const scriptNonce = createContext<string | null>(null);
