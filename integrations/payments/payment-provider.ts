/**
 * What the site does with a payment provider, one method per thing (architecture guide, docs/product/decisions.md, 4).
 * PayPal and the built-in test provider implement it; Stripe could, with PaymentIntents behind the same
 * names. Amounts are integer cents; the caller (never the browser) decides them from the fee schedule.
 */
export type ProviderName = "test" | "paypal";

export type ProviderOrderStatus = "created" | "approved" | "completed" | "declined" | "voided";

export interface ProviderOrder {
  readonly id: string;
  readonly status: ProviderOrderStatus;
  /** What the order asks for. */
  readonly amountCents: number;
  readonly currency: string;
  /** Our own reference sent with the order (PayPal's custom_id). */
  readonly reference: string | null;
  /** Present once money moved: the capture's id, amount and currency as the provider reports them. */
  readonly capture: { id: string; amountCents: number; currency: string; status: string } | null;
  readonly payerId: string | null;
  /** A saved payment method (vault payment token) usable later for the balance. */
  readonly savedMethodId: string | null;
  /** Where the payer approves the order, when the provider has such a page. */
  readonly approveUrl: string | null;
}

export interface CreateOrderInput {
  readonly amountCents: number;
  readonly currency: "AUD";
  /** Links the provider's order to our payment record (custom_id). */
  readonly reference: string;
  readonly description: string;
  /** Same id → same order: a retried create never makes a second order. */
  readonly requestId: string;
}

export interface ChargeSavedMethodInput {
  readonly savedMethodId: string;
  readonly amountCents: number;
  readonly currency: "AUD";
  readonly reference: string;
  readonly description: string;
  readonly requestId: string;
}

export interface PaymentLinkInput extends CreateOrderInput {
  /** Where the provider sends the payer back after approving or cancelling. */
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

export interface SavedMethod {
  readonly savedMethodId: string;
  readonly customerId: string | null;
}

/** A webhook whose signature checked out, reduced to what the site acts on. */
export interface VerifiedWebhookEvent {
  readonly id: string;
  readonly type: string;
  /** The provider order the event is about, when it names one. */
  readonly orderId: string | null;
  readonly captureId: string | null;
  readonly savedMethodId: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when real money moves. */
  readonly live: boolean;
  createDepositOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  captureOrder(orderId: string, options: { requestId: string }): Promise<ProviderOrder>;
  getOrder(orderId: string): Promise<ProviderOrder>;
  chargeSavedMethod(input: ChargeSavedMethodInput): Promise<ProviderOrder>;
  createPaymentLink(input: PaymentLinkInput): Promise<ProviderOrder & { approveUrl: string }>;
  refund(captureId: string, input: { amountCents: number; currency: "AUD"; requestId: string }): Promise<{ id: string; status: string }>;
  /** Turns an approved vault setup token (the billing-approval redirect's `token`) into a saved method. */
  saveApprovedMethod(setupToken: string, options: { requestId: string }): Promise<SavedMethod>;
  /**
   * Null when the signature does not verify: the caller must then ignore the body entirely. A delivery that
   * cannot be genuine (no webhook configured, stale, a certificate not on the provider's hosts) is refused
   * before the provider is asked.
   */
  verifyWebhook(headers: Headers, rawBody: string): Promise<VerifiedWebhookEvent | null>;
  /** The delivery's own id (PayPal's transmission id), read before any verification; null when absent. */
  webhookDeliveryId(headers: Headers): string | null;
}

/** The provider said no (declined card, order not approved...): a 4xx for the patient, never a 500. */
export class PaymentDeclinedError extends Error {
  override name = "PaymentDeclinedError";
  readonly code: string;
  constructor(message: string, code = "DECLINED") {
    super(message);
    this.code = code;
  }
}

/** The provider could not be reached or answered badly: the patient may retry. */
export class PaymentProviderUnavailableError extends Error {
  override name = "PaymentProviderUnavailableError";
}
