import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import type { CompletedBooking, CompleteBookingPayload, CreateOrderPayload } from "#contracts/payments.ts";

/** The browser's side of the payment calls (docs/product/spec.md §7), with the spec's error texts. */
export async function createOrder(payload: CreateOrderPayload): Promise<string> {
  try {
    const { id } = await postJson<{ id: string }>("/paypal/order", payload);
    return id;
  } catch (error) {
    if (error instanceof ApiRequestError) {
      throw new PaymentError(error.serverMessage ?? `Failed to create order: ${error.status}`, error.status);
    }
    throw error;
  }
}

export async function captureOrder(orderId: string): Promise<{ booking: CompletedBooking }> {
  try {
    return await postJson<{ booking: CompletedBooking }>(`/paypal/order/${encodeURIComponent(orderId)}/capture`, {});
  } catch (error) {
    if (error instanceof ApiRequestError) {
      throw new PaymentError(error.serverMessage ?? `Failed to capture payment: ${error.status}`, error.status);
    }
    throw error;
  }
}

export async function completeBooking(payload: CompleteBookingPayload): Promise<CompletedBooking> {
  const { booking } = await postJson<{ booking: CompletedBooking }>("/api/complete-booking", payload);
  return booking;
}

/** A payment failure whose message the 'Payment Failed' toast shows. */
export class PaymentError extends Error {
  override name = "PaymentError";
  /** The server's HTTP status, when the server refused. */
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}
