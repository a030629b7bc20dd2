import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CompletedBooking } from "#contracts/payments.ts";
import { appointments } from "#db/schema/appointments.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import { intakeLinkFor } from "#server/intake/intake-link.ts";
import type { AppServices } from "#server/context.ts";
import { findPaymentOrder } from "./deposit-orders.ts";

/** Two digests compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The booking with its manage-booking link, and the pre-consultation form's until the patient has sent one, for
 * the browser that paid only (its checkout cookie's digest, server/api/paypal/checkout-cookie.ts): the link opens
 * the cancel button, and an order id alone, which travels in URLs and the provider's redirects, must not.
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
  const { db } = services.database;
  const [appointment] = await db
    .select({ id: appointments.id, patientId: appointments.patientId })
    .from(appointments)
    .where(eq(appointments.id, booking.appointmentId));
  const intakeUrl = appointment ? await intakeLinkFor(db, services, appointment) : null;
  return {
    ...booking,
    manageUrl: await manageLinkFor(db, services.manageLinks, booking.appointmentId),
    ...(intakeUrl ? { intakeUrl } : {}),
  };
}
