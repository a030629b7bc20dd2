import { Hono } from "hono";
import { chargeRemainingSchema, type ChargeRemainingResponse } from "#contracts/admin.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { chargeRemaining } from "#server/payments/collect-balance.ts";

/**
 * POST /api/admin/charge-remaining (docs/product/spec.md §7, docs/product/decisions.md, 3 and 5), mounted behind `requireAdmin`:
 * the balance from the saved wallet, or a payment link for the patient.
 */
export function adminBalanceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(
    "/api/admin/charge-remaining",
    jsonBody(chargeRemainingSchema, {
      maxBytes: 4 * 1024,
      subject: "appointmentId",
      unreadable: "The request could not be read. Please try again.",
      tooLarge: "The request is too large.",
    }),
    async (c) => {
      const services = c.get("services");
      const result = await chargeRemaining(services, c.req.valid("json"), { clientAddress: clientAddress(c, services.config.trustProxy) });
      return c.json(result satisfies ChargeRemainingResponse);
    },
  );

  return routes;
}
