import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { PaypalContract } from "./contract.ts";

/**
 * A local PayPal for the adapter's tests. It keeps state as PayPal does (orders CREATED → APPROVED →
 * COMPLETED, vault payment tokens, request-id replay), checks every request against PayPal's published
 * OpenAPI files (plus fields they do not name), and plays failures on demand: a declined capture, a
 * request that never answers, PayPal down, duplicated webhooks and bad signatures.
 */
export interface FakeOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED" | "PAYER_ACTION_REQUIRED";
  intent: string;
  purchaseUnit: { reference_id?: string; custom_id?: string; description?: string; amount: { currency_code: string; value: string } };
  vaultRequested: boolean;
  vaultId: string | null;
  payerId: string | null;
  capture: { id: string; status: string } | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  problems: string[];
}

const CLIENT_ID = "fake-client-id";
const CLIENT_SECRET = "fake-client-secret";
const WEBHOOK_ID = "1JE4291016473214C";
/** The fake's private "certificate": only webhooks signed by `signWebhook` verify. */
const SIGNING_SECRET = randomBytes(16).toString("hex");

const id = (length = 17) => randomBytes(length).toString("hex").toUpperCase().slice(0, length);

let sharedContract: PaypalContract | null = null;

export interface FakePaypal {
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  readonly orders: Map<string, FakeOrder>;
  readonly requests: RecordedRequest[];
  /** Every contract problem seen; an adapter test ends by expecting this to be empty. */
  readonly violations: string[];
  tokensIssued: number;
  /** Money actually taken: successful captures, and vault charges that completed (replays not counted). */
  charges: number;
  /** The buyer approves the order in PayPal's window. */
  approve(orderId: string, payerId?: string): void;
  /** The next capture (or vault charge) is declined by the buyer's bank. */
  declineNextCapture(): void;
  /** The next vault charge needs the buyer back (PayPal answers PAYER_ACTION_REQUIRED with a payer-action link). */
  requirePayerActionNext(): void;
  /** The next call to a path starting with this prefix hangs for `ms` before answering. */
  delayNext(pathPrefix: string, ms: number): void;
  /** The next `times` calls to a path starting with this prefix find PayPal down: 503, nothing done. */
  failNext(pathPrefix: string, times?: number): void;
  /** Runs `hook` after the next capture has taken the money and before the fake answers it. */
  afterNextCapture(hook: () => Promise<void>): void;
  /** Headers PayPal would send with this webhook body; `valid: false` gives a forged signature. */
  signWebhook(body: string, valid?: boolean): Record<string, string>;
  captureEvent(orderId: string, type?: string): string;
  /** A vault setup token the buyer has approved (the billing-approval redirect's `token`). */
  approvedSetupToken(): string;
  close(): Promise<void>;
}

/** The site's PayPal settings pointing at this fake: what a test passes to the app's configuration. */
export function paypalSettingsFor(fake: FakePaypal): Record<string, string> {
  return {
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    PAYPAL_API_BASE_URL: fake.url,
    PAYPAL_WEBHOOK_ID: fake.webhookId,
  };
}

export async function startFakePaypal(): Promise<FakePaypal> {
  sharedContract ??= new PaypalContract();
  const contract = sharedContract;
  const orders = new Map<string, FakeOrder>();
  const setupTokens = new Map<string, { approved: boolean }>();
  const paymentTokens = new Map<string, { customerId: string }>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const delays: { prefix: string; ms: number }[] = [];
  const outages: { prefix: string; left: number }[] = [];
  let afterCapture: (() => Promise<void>) | null = null;
  let declineNext = false;
  let payerActionNext = false;
  // Request ids being answered right now: PayPal refuses a second call with the same id until the first is done.
  const inFlight = new Set<string>();

  const app = new Hono();

  const orderJson = (order: FakeOrder, base: string) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: [
      {
        ...order.purchaseUnit,
        ...(order.capture
          ? {
              payments: {
                captures: [
                  {
                    id: order.capture.id,
                    status: order.capture.status,
                    amount: order.purchaseUnit.amount,
                    custom_id: order.purchaseUnit.custom_id,
                    final_capture: true,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    ...(order.payerId ? { payer: { payer_id: order.payerId } } : {}),
    payment_source: {
      paypal: {
        ...(order.payerId ? { account_id: order.payerId } : {}),
        ...(order.vaultId
          ? { attributes: { vault: { id: order.vaultId, status: "VAULTED", customer: { id: `CUST-${order.payerId}` } } } }
          : {}),
      },
    },
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
      ...(order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED"
        ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" }]
        : []),
    ],
  });

  const error = (c: Context, status: 400 | 401 | 404 | 422, name: string, issue: string, description: string) =>
    c.json({ name, message: description, details: [{ issue, description }] }, status);

  // Every request: delay if asked, check the bearer token and the contract, replay a known request id.
  app.use("*", async (c, next) => {
    const delay = delays.findIndex((d) => c.req.path.startsWith(d.prefix));
    if (delay >= 0) {
      const [held] = delays.splice(delay, 1);
      await new Promise((resolve) => setTimeout(resolve, held?.ms ?? 0));
    }
    if (c.req.path === "/v1/oauth2/token") return next();
    const auth = c.req.header("authorization") ?? "";
    if (!tokens.has(auth.replace(/^Bearer /, ""))) {
      return c.json({ error: "invalid_token", error_description: "Token signature verification failed" }, 401);
    }
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return error(c, 400, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON", "The request JSON is not well formed.");
    }
    const problems = contract.check(c.req.method, c.req.path, c.req.raw.headers, body);
    requests.push({ method: c.req.method, path: c.req.path, headers: Object.fromEntries(c.req.raw.headers), body, problems });
    if (problems.length > 0) {
      violations.push(...problems.map((p) => `${c.req.method} ${c.req.path}: ${p}`));
      return error(c, 400, "INVALID_REQUEST", "INVALID_PARAMETER_SYNTAX", problems.join("; "));
    }
    c.set("body" as never, body as never);
    const outage = outages.find((o) => o.left > 0 && c.req.path.startsWith(o.prefix));
    if (outage) {
      outage.left -= 1;
      return c.json({ name: "SERVICE_UNAVAILABLE", message: "Service Unavailable.", details: [] }, 503);
    }
    const requestId = c.req.header("paypal-request-id");
    const key = requestId ? `${c.req.method} ${c.req.path} ${requestId}` : null;
    if (key && replays.has(key)) {
      const replay = replays.get(key)!;
      return c.json(replay.body as object, replay.status as 200);
    }
    if (key && inFlight.has(key)) {
      return error(
        c,
        422,
        "UNPROCESSABLE_ENTITY",
        "PREVIOUS_REQUEST_IN_PROGRESS",
        "A previous request on this resource is currently in progress.",
      );
    }
    if (key) inFlight.add(key);
    try {
      await next();
    } finally {
      if (key) inFlight.delete(key);
    }
    // PayPal replays what succeeded; a declined attempt may be retried with the same id.
    if (key && c.res.ok) {
      replays.set(key, { status: c.res.status, body: await c.res.clone().json() });
    }
  });

  app.post("/v1/oauth2/token", async (c) => {
    const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
    const form = await c.req.text();
    if (c.req.header("authorization") !== expected || form !== "grant_type=client_credentials") {
      return c.json({ error: "invalid_client", error_description: "Client Authentication failed" }, 401);
    }
    const token = `A21AA${id(40)}`;
    tokens.add(token);
    fake.tokensIssued += 1;
    return c.json({
      scope: "https://uri.paypal.com/services/payments/payment",
      access_token: token,
      token_type: "Bearer",
      app_id: "APP-FAKE",
      expires_in: 32_400,
      nonce: id(20),
    });
  });

  app.post("/v2/checkout/orders", (c) => {
    const body = c.get("body" as never) as {
      intent: string;
      purchase_units: FakeOrder["purchaseUnit"][];
      payment_source?: { paypal?: { vault_id?: string; attributes?: { vault?: { store_in_vault?: string } } } };
    };
    const base = new URL(c.req.url).origin;
    const vaultId = body.payment_source?.paypal?.vault_id;
    if (vaultId) {
      // A merchant-initiated charge on a saved wallet completes at once, is declined, or needs the buyer back.
      if (!c.req.header("paypal-request-id")) {
        return error(c, 400, "INVALID_REQUEST", "PAYPAL_REQUEST_ID_REQUIRED", "A PayPal-Request-Id is required.");
      }
      const saved = paymentTokens.get(vaultId);
      if (!saved) return error(c, 422, "UNPROCESSABLE_ENTITY", "INVALID_RESOURCE_ID", "Specified vault id is invalid.");
      const payerAction = payerActionNext;
      const order: FakeOrder = {
        id: id(),
        status: payerAction ? "PAYER_ACTION_REQUIRED" : "COMPLETED",
        intent: body.intent,
        purchaseUnit: body.purchase_units[0]!,
        vaultRequested: false,
        vaultId,
        payerId: saved.customerId.replace(/^CUST-/, ""),
        capture: payerAction ? null : { id: id(), status: declineNext ? "DECLINED" : "COMPLETED" },
      };
      if (order.capture?.status === "COMPLETED") fake.charges += 1;
      if (!payerAction) declineNext = false;
      payerActionNext = false;
      orders.set(order.id, order);
      return c.json(orderJson(order, base), payerAction ? 200 : 201);
    }
    const order: FakeOrder = {
      id: id(),
      status: "CREATED",
      intent: body.intent,
      purchaseUnit: body.purchase_units[0]!,
      vaultRequested: body.payment_source?.paypal?.attributes?.vault?.store_in_vault === "ON_SUCCESS",
      vaultId: null,
      payerId: null,
      capture: null,
    };
    orders.set(order.id, order);
    return c.json(orderJson(order, base), 200);
  });

  app.get("/v2/checkout/orders/:id", (c) => {
    const order = orders.get(c.req.param("id"));
    if (!order) return error(c, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    return c.json(orderJson(order, new URL(c.req.url).origin));
  });

  app.post("/v2/checkout/orders/:id/capture", async (c) => {
    const order = orders.get(c.req.param("id"));
    if (!order) return error(c, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    if (order.status === "COMPLETED") {
      return error(c, 422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED", "Order already captured.");
    }
    if (order.status !== "APPROVED") {
      return error(c, 422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
    }
    if (declineNext) {
      declineNext = false;
      return error(
        c,
        422,
        "UNPROCESSABLE_ENTITY",
        "INSTRUMENT_DECLINED",
        "The instrument presented was either declined by the processor or bank.",
      );
    }
    order.status = "COMPLETED";
    order.capture = { id: id(), status: "COMPLETED" };
    fake.charges += 1;
    if (order.vaultRequested) {
      order.vaultId = id(7).toLowerCase();
      paymentTokens.set(order.vaultId, { customerId: `CUST-${order.payerId}` });
    }
    // The money is taken; whatever happens to the caller now (a crash) happens before it hears so.
    const hook = afterCapture;
    afterCapture = null;
    if (hook) await hook();
    return c.json(orderJson(order, new URL(c.req.url).origin), 201);
  });

  app.post("/v2/payments/captures/:id/refund", (c) => {
    const order = [...orders.values()].find((o) => o.capture?.id === c.req.param("id"));
    if (!order) return error(c, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    return c.json({ id: id(), status: "COMPLETED" }, 201);
  });

  app.post("/v3/vault/payment-tokens", (c) => {
    const body = c.get("body" as never) as { payment_source: { token?: { id: string; type: string } } };
    const setup = body.payment_source.token ? setupTokens.get(body.payment_source.token.id) : undefined;
    if (!setup || !setup.approved) {
      return error(c, 422, "UNPROCESSABLE_ENTITY", "TOKEN_NOT_APPROVED", "The setup token has not been approved.");
    }
    const tokenId = id(7).toLowerCase();
    const customerId = `CUST-${id(10)}`;
    paymentTokens.set(tokenId, { customerId });
    return c.json({ id: tokenId, customer: { id: customerId }, payment_source: { paypal: {} } }, 200);
  });

  app.post("/v1/notifications/verify-webhook-signature", (c) => {
    const body = c.get("body" as never) as {
      transmission_id: string;
      transmission_time: string;
      transmission_sig: string;
      webhook_id: string;
      webhook_event: unknown;
    };
    const expected = signature(body.transmission_id, body.transmission_time, body.webhook_id, JSON.stringify(body.webhook_event));
    const ok = body.webhook_id === WEBHOOK_ID && body.transmission_sig === expected;
    return c.json({ verification_status: ok ? "SUCCESS" : "FAILURE" });
  });

  function signature(transmissionId: string, time: string, webhookId: string, eventJson: string) {
    // PayPal's contract wants the signature to start with a word character, which base64 alone may not.
    const mac = createHmac("sha256", SIGNING_SECRET).update(`${transmissionId}|${time}|${webhookId}|${eventJson}`);
    return `fake${mac.digest("base64")}`;
  }

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakePaypal = {
    url,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookId: WEBHOOK_ID,
    orders,
    requests,
    violations,
    tokensIssued: 0,
    charges: 0,
    approve(orderId, payerId = `PAYER${id(8)}`) {
      const order = orders.get(orderId);
      if (!order || order.status !== "CREATED") throw new Error(`order ${orderId} cannot be approved`);
      order.status = "APPROVED";
      order.payerId = payerId;
    },
    declineNextCapture() {
      declineNext = true;
    },
    requirePayerActionNext() {
      payerActionNext = true;
    },
    delayNext(prefix, ms) {
      delays.push({ prefix, ms });
    },
    failNext(prefix, times = 1) {
      outages.push({ prefix, left: times });
    },
    afterNextCapture(hook) {
      afterCapture = hook;
    },
    signWebhook(body, valid = true) {
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      // The fake signs the event as re-serialised by the verifier, as PayPal's own check is over the event.
      const sig = signature(transmissionId, time, WEBHOOK_ID, JSON.stringify(JSON.parse(body)));
      return {
        "content-type": "application/json",
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": `${url}/v1/notifications/certs/CERT-FAKE`,
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-sig": valid ? sig : `${sig.slice(0, -4)}AAAA`,
        "paypal-transmission-time": time,
      };
    },
    captureEvent(orderId, type = "PAYMENT.CAPTURE.COMPLETED") {
      const order = orders.get(orderId);
      if (!order?.capture) throw new Error(`order ${orderId} has no capture`);
      return JSON.stringify({
        id: `WH-${id(17)}`,
        create_time: new Date().toISOString(),
        resource_type: "capture",
        event_type: type,
        summary: `Payment ${type.split(".").pop()?.toLowerCase()}`,
        resource: {
          id: order.capture.id,
          status: type === "PAYMENT.CAPTURE.DENIED" ? "DECLINED" : "COMPLETED",
          amount: order.purchaseUnit.amount,
          custom_id: order.purchaseUnit.custom_id,
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      });
    },
    approvedSetupToken() {
      const tokenId = id(17);
      setupTokens.set(tokenId, { approved: true });
      return tokenId;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  return fake;
}
