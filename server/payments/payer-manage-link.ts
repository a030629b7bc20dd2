import { timingSafeEqual } from "node:crypto";
import type { CompletedBooking } from "#contracts/payments.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import type { AppServices } from "#server/context.ts";
import { findPaymentOrder } from "./deposit-orders.ts";

/** Two digests compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The booking with its manage-booking link, for the browser that paid only (its checkout cookie's digest,
 * server/api/paypal/checkout-cookie.ts): the link opens the cancel button, and an order id alone, which
 * travels in URLs and the provider's redirects, must not.
 */
export async function withPayerManageLink(
  services: AppServices,
  providerOrderId: string,
  booking: CompletedBooking,
  browserBinding: string | null,
): Promise<CompletedBooking> {
  if (!browserBinding) return booking;
  const row = await findPaymentOrder(services, providerOrderId);
  if (!row.browserBinding || !sameDigest(row.browserBinding, browserBinding)) return booking;
  return { ...booking, manageUrl: await manageLinkFor(services.database.db, services.manageLinks, booking.appointmentId) };
}
