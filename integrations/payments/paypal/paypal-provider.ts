import { fromDecimalAmount, toDecimalAmount } from "#core/fees.ts";
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
  type VerifiedWebhookEvent,
} from "#integrations/payments/payment-provider.ts";
import type { PaypalOrder } from "./paypal-types.ts";

export interface PaypalSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly environment: "sandbox" | "live";
  /** Overrides the environment's API address (tests point it at the fake PayPal). */
  readonly apiBaseUrl?: string | null;
  /** The id PayPal gave the webhook subscription; verification fails without it. */
  readonly webhookId: string | null;
  readonly brandName: string;
  /** Aborts a PayPal call that has not answered, so a patient never waits on a hung request. */
  readonly timeoutMs?: number;
}

const apiBases = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" } as const;

/** Where PayPal serves the certificates its webhooks are signed with, per environment. */
const certificateHosts = {
  sandbox: ["api.sandbox.paypal.com", "api-m.sandbox.paypal.com"],
  live: ["api.paypal.com", "api-m.paypal.com"],
} as const;

/** A delivery whose transmission time is further than this from ours is a replay, not PayPal sending now. */
export const WEBHOOK_TRANSMISSION_TOLERANCE_MS = 10 * 60 * 1000;

const statusOf: Record<string, ProviderOrderStatus> = {
  CREATED: "created",
  SAVED: "created",
  PAYER_ACTION_REQUIRED: "created",
  APPROVED: "approved",
  COMPLETED: "completed",
  VOIDED: "voided",
};

/** The parts of a PayPal order the site relies on, read defensively: PayPal omits empty sections. */
export function toProviderOrder(order: PaypalOrder): ProviderOrder {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const captureCents = capture?.amount ? fromDecimalAmount(capture.amount.value) : null;
  const wallet = order.payment_source?.paypal;
  const declined = capture && ["DECLINED", "FAILED"].includes(capture.status ?? "");
  return {
    id: order.id,
    status: declined ? "declined" : (statusOf[order.status ?? ""] ?? "created"),
    amountCents: unit?.amount ? (fromDecimalAmount(unit.amount.value) ?? 0) : 0,
    currency: unit?.amount?.currency_code ?? "",
    reference: unit?.custom_id ?? null,
    capture:
      capture?.id && capture.amount && captureCents !== null
        ? { id: capture.id, amountCents: captureCents, currency: capture.amount.currency_code, status: capture.status ?? "" }
        : null,
    payerId: order.payer?.payer_id ?? wallet?.account_id ?? null,
    savedMethodId: wallet?.attributes?.vault?.status === "VAULTED" ? (wallet.attributes.vault.id ?? null) : null,
    approveUrl: order.links?.find((link) => link.rel === "payer-action" || link.rel === "approve")?.href ?? null,
  };
}

interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

/**
 * PayPal's REST API (Orders v2, Payments v2, Vault v3, webhook verification) behind the provider interface.
 * Every create, capture and charge carries a PayPal-Request-Id, so a retry after a time-out is answered with
 * the first result instead of a second charge.
 */
/**
 * PayPal's answer as JSON. A proxy's HTML error page (even with a success status) or an answer that breaks
 * off is PayPal not answering: unavailable, which the patient may retry, never a SyntaxError and a 500.
 */
async function readJson<T>(response: Response, request: string): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new PaymentProviderUnavailableError(`PayPal's answer to ${request} broke off: ${(error as Error).name}`);
  }
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new PaymentProviderUnavailableError(`PayPal answered ${response.status} to ${request} with something that is not JSON`);
  }
}

export function createPaypalProvider(settings: PaypalSettings, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const base = (settings.apiBaseUrl ?? apiBases[settings.environment]).replace(/\/+$/, "");
  const certificateOrigins = new Set([new URL(base).origin, ...certificateHosts[settings.environment].map((host) => `https://${host}`)]);
  const timeoutMs = settings.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function send(input: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(`${base}${input}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PaymentProviderUnavailableError(`PayPal did not answer: ${(error as Error).message}`);
    }
  }

  async function accessToken(): Promise<string> {
    // Cached until shortly before PayPal says it expires, so each payment costs one call, not two.
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64");
    const response = await send("/v1/oauth2/token", {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    if (!response.ok) throw new PaymentProviderUnavailableError(`PayPal refused the credentials (${response.status})`);
    const body = await readJson<{ access_token: string; expires_in: number }>(response, "POST /v1/oauth2/token");
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await accessToken()}`,
      Accept: "application/json",
      Prefer: "return=representation",
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (requestId) headers["PayPal-Request-Id"] = requestId;
    const response = await send(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (response.status === 401) token = null;
    const parsed = await readJson<unknown>(response, `${method} ${path}`);
    if (response.ok) return parsed as T;
    const error = parsed as PaypalErrorBody;
    const issue = error.details?.[0]?.issue ?? error.name ?? `HTTP_${response.status}`;
    const description = error.details?.[0]?.description ?? error.message ?? response.statusText;
    if (response.status >= 500 || response.status === 429) {
      throw new PaymentProviderUnavailableError(`PayPal ${method} ${path} answered ${response.status}: ${issue}`);
    }
    throw new PaymentDeclinedError(description || issue, issue);
  }

  function orderBody(input: { amountCents: number; currency: string; reference: string; description: string }) {
    return {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: "default",
          custom_id: input.reference,
          description: input.description,
          amount: { currency_code: input.currency, value: toDecimalAmount(input.amountCents) },
        },
      ],
    };
  }

  return {
    name: "paypal",
    live: settings.environment === "live",

    async createDepositOrder(input) {
      const order = await call<PaypalOrder>(
        "POST",
        "/v2/checkout/orders",
        {
          ...orderBody(input),
          payment_source: {
            paypal: {
              // Saves the payer's wallet at this purchase, so the balance can be charged after the consultation.
              attributes: { vault: { store_in_vault: "ON_SUCCESS", usage_type: "MERCHANT" } },
              experience_context: {
                brand_name: settings.brandName,
                shipping_preference: "NO_SHIPPING",
                user_action: "PAY_NOW",
              },
            },
          },
        },
        input.requestId,
      );
      return toProviderOrder(order);
    },

    async captureOrder(orderId, { requestId }) {
      const order = await call<PaypalOrder>("POST", `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, requestId);
      const result = toProviderOrder(order);
      if (result.status === "declined") throw new PaymentDeclinedError("The payment was declined.", "INSTRUMENT_DECLINED");
      return result;
    },

    async getOrder(orderId) {
      return toProviderOrder(await call<PaypalOrder>("GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
    },

    async chargeSavedMethod(input) {
      const order = await call<PaypalOrder>(
        "POST",
        "/v2/checkout/orders",
        {
          ...orderBody(input),
          payment_source: { paypal: { vault_id: input.savedMethodId } },
          // The practice takes the balance later, without the payer present, from the wallet saved with the
          // deposit: a merchant-initiated, unscheduled, subsequent use of a stored credential. The contract
          // (2024 snapshot) names these values here; payment_source.paypal.stored_credential is newer.
          application_context: {
            stored_payment_source: { payment_initiator: "MERCHANT", payment_type: "UNSCHEDULED", usage: "SUBSEQUENT" },
          },
        },
        input.requestId,
      );
      if (order.status === "PAYER_ACTION_REQUIRED") {
        throw new PaymentDeclinedError("PayPal needs the payer to approve this payment.", "PAYER_ACTION_REQUIRED");
      }
      const result = toProviderOrder(order);
      if (result.status !== "completed") throw new PaymentDeclinedError("The saved payment method was declined.", "INSTRUMENT_DECLINED");
      return result;
    },

    async createPaymentLink(input) {
      const order = await call<PaypalOrder>(
        "POST",
        "/v2/checkout/orders",
        {
          ...orderBody(input),
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: settings.brandName,
                shipping_preference: "NO_SHIPPING",
                user_action: "PAY_NOW",
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
        input.requestId,
      );
      const result = toProviderOrder(order);
      if (!result.approveUrl) throw new PaymentProviderUnavailableError("PayPal returned no approval link");
      return { ...result, approveUrl: result.approveUrl };
    },

    async refund(captureId, input) {
      const refund = await call<{ id: string; status: string }>(
        "POST",
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { currency_code: input.currency, value: toDecimalAmount(input.amountCents) } },
        input.requestId,
      );
      return { id: refund.id, status: refund.status };
    },

    async saveApprovedMethod(setupToken, { requestId }) {
      const paymentToken = await call<{ id: string; customer?: { id?: string } }>(
        "POST",
        "/v3/vault/payment-tokens",
        { payment_source: { token: { id: setupToken, type: "SETUP_TOKEN" } } },
        requestId,
      );
      return { savedMethodId: paymentToken.id, customerId: paymentToken.customer?.id ?? null };
    },

    webhookDeliveryId(headers) {
      return headers.get("paypal-transmission-id") || null;
    },

    async verifyWebhook(headers, rawBody) {
      if (!settings.webhookId) return null;
      let event: { id?: string; event_type?: string; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return null;
      }
      const header = (name: string) => headers.get(name) ?? "";
      const transmission = {
        auth_algo: header("paypal-auth-algo"),
        cert_url: header("paypal-cert-url"),
        transmission_id: header("paypal-transmission-id"),
        transmission_sig: header("paypal-transmission-sig"),
        transmission_time: header("paypal-transmission-time"),
      };
      if (Object.values(transmission).some((value) => value === "") || !event.id || !event.event_type) return null;
      // Each verification is a call to PayPal: what cannot be a genuine delivery is refused here for free.
      if (!plausibleDelivery(transmission, certificateOrigins, Date.now())) return null;
      const answer = await call<{ verification_status?: string }>("POST", "/v1/notifications/verify-webhook-signature", {
        ...transmission,
        webhook_id: settings.webhookId,
        webhook_event: event,
      });
      if (answer.verification_status !== "SUCCESS") return null;
      return describeEvent(event.id, event.event_type, event.resource ?? {});
    },
  };
}

/**
 * PayPal's signing algorithm, a transmission sent within the tolerance of now, and a certificate on PayPal's own
 * hosts (or the configured API's origin, which tests point at the fake).
 */
function plausibleDelivery(
  transmission: { auth_algo: string; cert_url: string; transmission_time: string },
  certificateOrigins: ReadonlySet<string>,
  now: number,
): boolean {
  if (transmission.auth_algo !== "SHA256withRSA") return false;
  const sentAt = Date.parse(transmission.transmission_time);
  if (Number.isNaN(sentAt) || Math.abs(now - sentAt) > WEBHOOK_TRANSMISSION_TOLERANCE_MS) return false;
  let certificate: URL;
  try {
    certificate = new URL(transmission.cert_url);
  } catch {
    return false;
  }
  return certificateOrigins.has(certificate.origin) && certificate.username === "" && certificate.password === "";
}

function describeEvent(id: string, type: string, resource: Record<string, unknown>): VerifiedWebhookEvent {
  const related = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids;
  const metadata = resource.metadata as { order_id?: string } | undefined;
  const isVaultToken = type.startsWith("VAULT.PAYMENT-TOKEN.");
  // A refund event's resource is the refund; the capture it refunds is its "up" link.
  const up = (resource.links as { rel?: string; href?: string }[] | undefined)?.find((link) => link.rel === "up")?.href;
  const captureId =
    type === "PAYMENT.CAPTURE.REFUNDED"
      ? (up?.split("/").pop() ?? null)
      : type.startsWith("PAYMENT.CAPTURE.") && typeof resource.id === "string"
        ? resource.id
        : null;
  return {
    id,
    type,
    orderId: related?.order_id ?? metadata?.order_id ?? null,
    captureId,
    savedMethodId: isVaultToken && typeof resource.id === "string" ? resource.id : null,
  };
}
