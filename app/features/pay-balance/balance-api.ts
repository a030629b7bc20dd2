import type { PaymentLinkCapturePayload, PaymentLinkOrder, PaymentLinkView } from "#contracts/admin.ts";
import { ApiRequestError, postJson } from "#app/lib/api-client.ts";

const base = (token: string) => `/api/payment-links/${encodeURIComponent(token)}`;

/** The link's state; null when the server does not know the token (it says nothing more). */
export async function fetchPaymentLink(token: string): Promise<PaymentLinkView | null> {
  const response = await fetch(base(token), { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiRequestError(response.status, `${response.status}: ${response.statusText}`, null);
  return (await response.json()) as PaymentLinkView;
}

export const createBalanceOrder = (token: string) => postJson<PaymentLinkOrder>(`${base(token)}/order`, {});

export const captureBalanceOrder = (token: string, orderId: string) =>
  postJson<PaymentLinkView>(`${base(token)}/capture`, { orderId } satisfies PaymentLinkCapturePayload);

/** The test provider's approval window, as on the deposit's checkout. */
export const decideTestOrder = (orderId: string, action: "approve" | "decline") =>
  postJson(`/paypal/test/orders/${encodeURIComponent(orderId)}/${action}`, {});
