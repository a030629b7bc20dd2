import { Hono } from "hono";
import { practice } from "#core/practice.ts";
import { MAX_ATTACHMENT_BYTES, referralMessages, referralSchema } from "#contracts/referral.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { rateLimit } from "#server/http/rate-limit.ts";
import { receiveReferral } from "#server/referrals/receive-referral.ts";

/**
 * The largest body a valid referral can have: 5 MB as base64 (4 characters per 3 bytes), plus a margin for
 * the data URL prefix, the file name and the text fields with JSON escapes (notes are capped at 5000
 * characters). The referral page's multipart posts are held to it too (server/http/page-body-limit.ts).
 */
export const MAX_REFERRAL_BODY_BYTES = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4 + 64 * 1024;

/**
 * Per address an hour, whoever refers: a ceiling against floods, generous for a hospital whose staff share
 * one address. Each referrer's own limit is the use-case's (referrerLimit).
 */
export const REFERRALS_ADDRESS_CEILING = 100;

export function referralRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/api/referrals",
    // Counted before the body is read, so a flood of large uploads costs the server nothing.
    rateLimit({
      name: "referrals",
      windowMs: 60 * 60 * 1000,
      limit: REFERRALS_ADDRESS_CEILING,
      message: `Too many referrals have been sent from your network in the last hour. Please try again later, or call us on ${practice.phoneDisplay} or email ${practice.email}.`,
    }),
    jsonBody(referralSchema, {
      maxBytes: MAX_REFERRAL_BODY_BYTES,
      subject: "referral",
      unreadable: "The referral could not be read. Please try again.",
      tooLarge: referralMessages.fileSize,
      notJson: "Please send the referral as JSON.",
    }),
    async (c) => {
      const services = c.get("services");
      const id = await receiveReferral(services, clientAddress(c, services.config.trustProxy), c.req.valid("json"));
      return c.json({ id }, 201);
    },
  );
  return routes;
}
