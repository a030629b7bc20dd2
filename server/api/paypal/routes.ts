import { Hono } from "hono";
import { createOrderSchema, executeAgreementSchema, type PaymentClientConfig } from "#contracts/payments.ts";
import type { AppEnv } from "#server/context.ts";
import { limitBody } from "#server/http/json-body.ts";
import { paymentCallLimit, webhookLimit } from "#server/http/configured-rate-limit.ts";
import { saveApprovedBillingMethod } from "#server/payments/billing-approval.ts";
import { completeDepositBooking } from "#server/payments/complete-deposit-booking.ts";
import { withPayerManageLink } from "#server/payments/payer-manage-link.ts";
import { captureDepositOrder, createDepositOrder } from "#server/payments/deposit-orders.ts";
import { decideTestOrder } from "#server/payments/test-order-decision.ts";
import { paymentBody } from "#server/payments/payment-body.ts";
import { handlePaymentWebhook } from "#server/payments/payment-webhook.ts";
import { appointmentAwaitingTime } from "#server/payments/schedule-deposit-booking.ts";
import { bindCheckoutBrowser, checkoutBrowserOf } from "./checkout-cookie.ts";

export const paypalWebhookPath = "/paypal/webhook";

/**
 * The spec's payment calls (§7) on their paths: create the deposit order, capture it, the billing approval,
 * PayPal's webhook, and the test provider's approval (test mode only).
 */
export function paypalRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/paypal/config", (c) => {
    const { config } = c.get("services");
    const body: PaymentClientConfig = {
      provider: config.payments.provider,
      depositCents: config.fees.depositCents,
      consultationCents: config.fees.consultationCents,
      currency: config.fees.currency,
      paypalClientId: config.payments.provider === "paypal" ? config.payments.clientId : null,
      calendlyUrl: null,
    };
    return c.json(body);
  });

  // Each order is a call to the provider: a script creating them by the thousand is stopped here.
  routes.post("/paypal/order", paymentCallLimit("orders"), paymentBody(createOrderSchema), async (c) => {
    const order = await createDepositOrder(c.get("services"), c.req.valid("json"), bindCheckoutBrowser(c));
    return c.json({ id: order.id, status: order.status, approveUrl: order.approveUrl }, 201);
  });

  routes.post("/paypal/order/:orderID/capture", paymentCallLimit("capture"), async (c) => {
    const services = c.get("services");
    const orderId = c.req.param("orderID");
    const captured = await captureDepositOrder(services, orderId);
    // Book at once: a tab closed right after paying still leaves a booking behind.
    const booking = await completeDepositBooking(services, orderId);
    return c.json({
      id: captured.id,
      status: "COMPLETED",
      booking: await withPayerManageLink(services, orderId, booking, checkoutBrowserOf(c)),
    });
  });

  routes.get("/paypal/order/:orderID/booking", paymentCallLimit("booking-lookup"), async (c) =>
    c.json(await appointmentAwaitingTime(c.get("services"), c.req.param("orderID"), checkoutBrowserOf(c))),
  );

  // PayPal signs the exact bytes: the handler verifies them before it reads anything.
  routes.post(paypalWebhookPath, webhookLimit("paypal"), limitBody(256 * 1024, "Payload too large"), async (c) => {
    const outcome = await handlePaymentWebhook(c.get("services"), c.req.raw.headers, await c.req.text());
    return c.json({ status: outcome });
  });

  routes.post(
    "/paypal/billing/execute-agreement",
    paymentCallLimit("execute-agreement"),
    paymentBody(executeAgreementSchema),
    async (c) => {
      const saved = await saveApprovedBillingMethod(c.get("services"), c.req.valid("json").token);
      return c.json({ agreementId: saved.savedMethodId, payerId: saved.customerId });
    },
  );

  // The test provider's "approval window": the checkout page's test panel posts here.
  for (const action of ["approve", "decline"] as const) {
    routes.post(`/paypal/test/orders/:orderID/${action}`, paymentCallLimit(`test-${action}`), async (c) => {
      const order = await decideTestOrder(c.get("services"), c.req.param("orderID"), action);
      return c.json({ id: order.id, status: order.status });
    });
  }

  return routes;
}
