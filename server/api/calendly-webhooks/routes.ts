import { Hono } from "hono";
import { verifyCalendlySignature } from "#integrations/scheduling/calendly/webhook-signature.ts";
import type { AppEnv } from "#server/context.ts";
import { applyCalendlyWebhook, calendlyWebhookSchema } from "#server/bookings/apply-calendly-webhook.ts";
import { webhookLimit } from "#server/http/configured-rate-limit.ts";
import { ApiError } from "#server/http/errors.ts";
import { limitBody } from "#server/http/json-body.ts";

/**
 * POST /api/calendly/webhooks: Calendly's invitee.created / invitee.canceled deliveries, accepted only with a
 * valid `Calendly-Webhook-Signature` over the raw body; a repeated delivery answers 200 and changes nothing.
 * The signature covers the exact bytes, so this route reads its text itself instead of through jsonBody.
 */
export const calendlyWebhookPath = "/api/calendly/webhooks";

export function calendlyWebhookRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(calendlyWebhookPath, webhookLimit("calendly"), limitBody(256 * 1024, "Payload too large"), async (c) => {
    const { config, logger } = c.get("services");
    const signingKey = config.scheduling.calendly?.webhookSigningKey;
    // Without a signing key no delivery can be trusted: refuse them all.
    if (!signingKey) throw new ApiError(401, "Calendly webhooks are not configured");
    const rawBody = await c.req.text();
    if (!verifyCalendlySignature(c.req.header("Calendly-Webhook-Signature"), rawBody, signingKey)) {
      logger.warn("Calendly webhook refused: bad or missing signature");
      throw new ApiError(401, "Invalid signature");
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new ApiError(400, "The webhook body is not JSON");
    }
    const parsed = calendlyWebhookSchema.safeParse(json);
    if (!parsed.success) throw new ApiError(400, "The webhook body is not a Calendly invitee event");
    const outcome = await applyCalendlyWebhook(c.get("services"), parsed.data);
    logger.info({ event: parsed.data.event, outcome }, "Calendly webhook applied");
    return c.json({ received: true, outcome });
  });
  return routes;
}
