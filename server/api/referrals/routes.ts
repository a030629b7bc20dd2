import { Hono } from "hono";
import { MAX_ATTACHMENT_BYTES, referralMessages } from "#contracts/referral.ts";
import type { AppEnv } from "#server/context.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { rateLimit } from "#server/http/rate-limit.ts";
import { createReferral } from "#server/referrals/create-referral.ts";
import { referralRequestSchema } from "#server/referrals/referral-document.ts";

/**
 * The largest body a valid referral can have: 5 MB as base64 (4 characters per 3 bytes), plus a margin for
 * the data URL prefix, the file name and the text fields with JSON escapes (notes are capped at 5000
 * characters).
 */
export const MAX_REFERRAL_BODY_BYTES = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4 + 64 * 1024;

/** Per address: generous for a busy clinic behind one connection, tight for a script. */
export const REFERRALS_PER_HOUR = 20;

export function referralRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/api/referrals",
    // Counted before the body is read, so a flood of large uploads costs the server nothing.
    rateLimit({
      name: "referrals",
      windowMs: 60 * 60 * 1000,
      limit: REFERRALS_PER_HOUR,
      message: "Too many referrals have been sent from your network in the last hour. Please try again later, or email us the referral.",
    }),
    jsonBody(referralRequestSchema, {
      maxBytes: MAX_REFERRAL_BODY_BYTES,
      subject: "referral",
      unreadable: "The referral could not be read. Please try again.",
      tooLarge: referralMessages.fileSize,
      notJson: "Please send the referral as JSON.",
    }),
    async (c) => {
      const { config, database, logger, mail, referralFiles, referralNotes } = c.get("services");
      const referral = c.req.valid("json");
      const { referralId, mailIds } = await createReferral(
        { db: database.db, files: referralFiles, notes: referralNotes, practiceMailbox: config.mail.practiceMailbox },
        referral,
      );
      logger.info({ referralId, withDocument: referral.attachment !== null }, "referral received");
      await mail.dispatch(mailIds);
      return c.json({ id: referralId }, 201);
    },
  );
  return routes;
}
