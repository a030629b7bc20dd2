import type { ProviderOrder } from "#integrations/payments/payment-provider.ts";
import { ConflictError, PaymentIncompleteError } from "#server/errors.ts";
import type { PaymentOrderRow } from "./deposit-orders.ts";

/**
 * docs/product/decisions.md, 2: before anything is booked or marked paid, the provider itself says the order was
 * captured, in full, for the amount we recorded, in AUD, and that it is the order we created (our row id
 * as its reference, PayPal's custom_id). For the deposit and the balance alike.
 */
export function verifiedCapture(order: ProviderOrder, row: PaymentOrderRow): NonNullable<ProviderOrder["capture"]> {
  const capture = order.capture;
  if (order.status !== "completed" || !capture || capture.status !== "COMPLETED") {
    throw new PaymentIncompleteError("The payment has not been completed.");
  }
  if (capture.amountCents !== row.amountCents || capture.currency !== "AUD" || row.currency !== "AUD" || order.reference !== row.id) {
    throw new ConflictError(
      row.purpose === "balance"
        ? "The payment does not match the balance of this appointment."
        : "The payment does not match the deposit for this booking.",
    );
  }
  return capture;
}
