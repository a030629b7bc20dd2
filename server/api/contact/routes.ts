import { Hono } from "hono";
import { contactSchema } from "#contracts/contact.ts";
import { practice } from "#core/practice.ts";
import { createContactMessage } from "#server/contact/create-contact-message.ts";
import type { AppEnv } from "#server/context.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { rateLimit } from "#server/http/rate-limit.ts";

/** Per address and hour: plenty for a person, few for a script. */
export const CONTACT_MESSAGES_PER_HOUR = 10;

export function contactRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/api/contact",
    rateLimit({
      name: "contact",
      windowMs: 60 * 60 * 1000,
      limit: CONTACT_MESSAGES_PER_HOUR,
      message: `You have sent several messages in the last hour. Please wait a little before sending another, or email us at ${practice.email}.`,
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
      const { config, database, logger, mail } = c.get("services");
      const message = c.req.valid("json");
      if (message.website) {
        // The honeypot was filled in: a robot. Answer as if it worked so it learns nothing; keep nothing.
        logger.info("contact message dropped: honeypot filled in");
        return c.json({ received: true }, 201);
      }
      const { id, mailIds } = await createContactMessage(database.db, message, config.mail.practiceMailbox);
      logger.info({ contactMessageId: id }, "contact message received");
      await mail.dispatch(mailIds);
      return c.json({ received: true }, 201);
    },
  );
  return routes;
}
