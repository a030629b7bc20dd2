import { Hono } from "hono";
import { paymentLinkCaptureSchema } from "#contracts/admin.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { rateLimit } from "#server/http/rate-limit.ts";
import { paymentBody } from "#server/payments/payment-body.ts";
import { capturePaymentLinkOrder, createPaymentLinkOrder, viewPaymentLink } from "#server/payments/payment-link-checkout.ts";

/**
 * The patient's balance page (/pay-balance/:token, docs/product/decisions.md, 5): the link's state, then the order and
 * its capture, as the deposit's checkout does. Limited per address: tokens cannot be guessed, and each
 * order is a call to the provider.
 */
export function paymentLinkRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = rateLimit({
    name: "payment-links",
    windowMs: 15 * 60_000,
    limit: 60,
    message: "Too many requests. Please wait a few minutes and try again.",
  });

  routes.get("/api/payment-links/:token", limit, async (c) => c.json(await viewPaymentLink(c.get("services"), c.req.param("token"))));

  routes.post("/api/payment-links/:token/order", limit, async (c) =>
    c.json(await createPaymentLinkOrder(c.get("services"), c.req.param("token")), 201),
  );

  routes.post("/api/payment-links/:token/capture", limit, paymentBody(paymentLinkCaptureSchema), async (c) => {
    const services = c.get("services");
    const view = await capturePaymentLinkOrder(services, c.req.param("token"), c.req.valid("json").orderId, {
      clientAddress: clientAddress(c, services.config.trustProxy),
    });
    return c.json(view);
  });

  return routes;
}
