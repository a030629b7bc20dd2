import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { practice } from "../../../core/practice.ts";
import { contactSchema } from "../../../app/features/contact/contact-schema.ts";
import type { AppEnv } from "../../app.ts";
import { ApiError, apiErrorBody } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { createContactMessage } from "./create-contact-message.ts";

/** Per address and hour: plenty for a person, few for a script. */
export const CONTACT_MESSAGES_PER_HOUR = 10;

/** Five 5000-character fields with JSON escapes fit easily; anything bigger is not a contact message. */
const MAX_CONTACT_BODY_BYTES = 64 * 1024;

async function submitContact(c: Context<AppEnv>) {
  const { config, database, logger, mail } = c.get("services");
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "Please send the message as JSON.");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "Your message could not be read. Please try again.");
  }
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "message")] ??= issue.message;
    // The page's 'Error sending message' toast shows `error`: the first problem, in the form's words.
    throw new ApiError(400, Object.values(fields)[0] ?? "Please check your message and try again.", fields);
  }
  if (parsed.data.website) {
    // The honeypot was filled in: a robot. Answer as if it worked so it learns nothing; keep nothing.
    logger.info("contact message dropped: honeypot filled in");
    return c.json({ received: true }, 201);
  }
  const { id, mailIds } = await createContactMessage(database.db, parsed.data, config.mail.practiceMailbox);
  logger.info({ contactMessageId: id }, "contact message received");
  await mail.dispatch(mailIds);
  return c.json({ received: true }, 201);
}

export function contactRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/api/contact",
    rateLimit({
      windowMs: 60 * 60 * 1000,
      limit: CONTACT_MESSAGES_PER_HOUR,
      message: `You have sent several messages in the last hour. Please wait a little before sending another, or email us at ${practice.email}.`,
    }),
    bodyLimit({
      maxSize: MAX_CONTACT_BODY_BYTES,
      onError: (c) => c.json(apiErrorBody("Your message is too long. Please shorten it and try again."), 413),
    }),
    submitContact,
  );
  return routes;
}
