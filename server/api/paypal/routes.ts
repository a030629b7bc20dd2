import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  createOrderSchema,
  executeAgreementSchema,
  type PaymentClientConfig,
} from "../../../app/features/payments/payment-schemas.ts";
import { appointments } from "../../../db/schema/appointments.ts";
import type { TestPaymentProvider } from "../../../integrations/payments/test/test-provider.ts";
import type { AppEnv } from "../../app.ts";
import { ApiError, apiErrorBody } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { saveApprovedBillingMethod } from "../../payments/billing-approval.ts";
import { completeDepositBooking } from "../../payments/complete-deposit-booking.ts";
import { captureDepositOrder, createDepositOrder, findPaymentOrder } from "../../payments/deposit-orders.ts";
import { paymentProviderFor } from "../../payments/payment-provider-for.ts";
import { handlePaymentWebhook } from "../../payments/payment-webhook.ts";
import { readJson } from "../../payments/read-json.ts";

const small = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(apiErrorBody("The request is too large."), 413) });

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
  const orderLimit = rateLimit({ windowMs: 15 * 60_000, limit: 30, message: "Too many payment attempts. Please wait a few minutes and try again." });
  routes.post("/paypal/order", orderLimit, small, async (c) => {
    const services = c.get("services");
    const payload = await readJson(c, createOrderSchema);
    const order = await createDepositOrder(services, payload);
    return c.json({ id: order.id, status: order.status, approveUrl: order.approveUrl }, 201);
  });

  routes.post("/paypal/order/:orderID/capture", async (c) => {
    const services = c.get("services");
    const orderId = c.req.param("orderID");
    const captured = await captureDepositOrder(services, orderId);
    // Book at once: a tab closed right after paying still leaves a booking behind.
    const booking = await completeDepositBooking(services, orderId);
    return c.json({ id: captured.id, status: "COMPLETED", booking });
  });

  // The deposit receipt's "Choose your time" link opens /schedule-appointment?order=… in any browser: it
  // learns whose paid appointment is waiting for a time, and nothing once a time is set.
  routes.get("/paypal/order/:orderID/booking", async (c) => {
    const services = c.get("services");
    const row = await findPaymentOrder(services, c.req.param("orderID"));
    const appointment = row.redeemedAppointmentId
      ? (await services.database.db.select().from(appointments).where(eq(appointments.id, row.redeemedAppointmentId)))[0]
      : undefined;
    if (!appointment || appointment.status !== "awaiting_time") throw new ApiError(404, "No appointment is waiting for a time.");
    return c.json({ paypalOrderId: row.providerOrderId, customerName: appointment.name, customerEmail: appointment.email });
  });

  routes.post("/paypal/webhook", bodyLimit({ maxSize: 256 * 1024 }), async (c) => {
    const outcome = await handlePaymentWebhook(c.get("services"), c.req.raw.headers, await c.req.text());
    return c.json({ status: outcome });
  });

  routes.post("/paypal/billing/execute-agreement", small, async (c) => {
    const { token } = await readJson(c, executeAgreementSchema);
    const saved = await saveApprovedBillingMethod(c.get("services"), token);
    return c.json({ agreementId: saved.savedMethodId, payerId: saved.customerId });
  });

  // The test provider's "approval window": the checkout page's test panel posts here.
  for (const action of ["approve", "decline"] as const) {
    routes.post(`/paypal/test/orders/:orderID/${action}`, async (c) => {
      const services = c.get("services");
      const provider = paymentProviderFor(services);
      if (provider.name !== "test") throw new ApiError(404, "Not found");
      const row = await findPaymentOrder(services, c.req.param("orderID"));
      const order = await (provider as TestPaymentProvider)[action](row.providerOrderId!);
      return c.json({ id: order.id, status: order.status });
    });
  }

  return routes;
}
