import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_ATTACHMENT_BYTES, referralMessages, referralSchema } from "../../../app/features/referrals/referral-schema.ts";
import type { AppEnv } from "../../app.ts";
import { ApiError, apiErrorBody } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { createReferral } from "./create-referral.ts";

/**
 * The largest body a valid referral can have: 5 MB as base64 (4 characters per 3 bytes), plus a margin for
 * the data URL prefix, the file name and the text fields with JSON escapes (notes are capped at 5000
 * characters). Anything bigger is refused from its Content-Length, or as soon as the stream passes it,
 * before it is read into memory.
 */
export const MAX_REFERRAL_BODY_BYTES = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4 + 64 * 1024;

/** Per address: generous for a busy clinic behind one connection, tight for a script. */
export const REFERRALS_PER_HOUR = 20;

function validationError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "referral");
    fields[field] ??= issue.message;
  }
  // The page shows `error` in its 'Submission Error' toast: the first problem, in the form's words.
  return new ApiError(400, Object.values(fields)[0] ?? "Please check the referral and try again.", fields);
}

async function submitReferral(c: Context<AppEnv>) {
  const { config, database, logger, mail, referralFiles } = c.get("services");
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "Please send the referral as JSON.");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "The referral could not be read. Please try again.");
  }
  const parsed = referralSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error.issues);

  const { referralId, mailIds } = await createReferral(
    { db: database.db, files: referralFiles, practiceMailbox: config.mail.practiceMailbox },
    parsed.data,
  );
  logger.info({ referralId, withDocument: parsed.data.attachment !== null }, "referral received");
  await mail.dispatch(mailIds);
  return c.json({ id: referralId }, 201);
}

export function referralRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/api/referrals",
    // Counted before the body is read, so a flood of large uploads costs the server nothing.
    rateLimit({
      windowMs: 60 * 60 * 1000,
      limit: REFERRALS_PER_HOUR,
      message: "Too many referrals have been sent from your network in the last hour. Please try again later, or email us the referral.",
    }),
    bodyLimit({
      maxSize: MAX_REFERRAL_BODY_BYTES,
      onError: (c) => c.json(apiErrorBody(referralMessages.fileSize), 413),
    }),
    submitReferral,
  );
  return routes;
}
