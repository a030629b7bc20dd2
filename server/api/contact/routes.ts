import { Hono } from "hono";
import { contactSchema } from "#contracts/contact.ts";
import { practice } from "#core/practice.ts";
import { receiveContactMessage } from "#server/contact/receive-contact-message.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { rateLimit } from "#server/http/rate-limit.ts";

/**
 * Per address an hour, whoever sends: a ceiling against floods, generous enough for a clinic or a hospital
 * whose staff share one address. Each sender's own limit is the use-case's (contactSenderLimit).
 */
export const CONTACT_ADDRESS_CEILING = 60;

export function contactRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/api/contact",
    rateLimit({
      name: "contact",
      windowMs: 60 * 60 * 1000,
      limit: CONTACT_ADDRESS_CEILING,
      message: `Many messages have been sent from your network in the last hour. Please try again later, or email us at ${practice.email}.`,
    }),
    jsonBody(contactSchema, {
      // Five 5000-character fields with JSON escapes fit easily; anything bigger is not a contact message.
      maxBytes: 64 * 1024,
      subject: "message",
      unreadable: "Your message could not be read. Please try again.",
      tooLarge: "Your message is too long. Please shorten it and try again.",
      notJson: "Please send the message as JSON.",
    }),
    async (c) => {
      const services = c.get("services");
      await receiveContactMessage(services, clientAddress(c, services.config.trustProxy), c.req.valid("json"));
      return c.json({ received: true }, 201);
    },
  );
  return routes;
}
