import { createHmac, hkdfSync } from "node:crypto";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import type { Config } from "#server/config.ts";
import { sha256Hex } from "#server/referrals/referral-files.ts";

/** A token as linkToken writes it: 43 base64url characters (a SHA-256 MAC). */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

function linkKey(config: Config): Buffer {
  // A key of its own, derived from the site's secret key (kept outside the database): never the file key itself.
  return Buffer.from(hkdfSync("sha256", resolveFileKey(config.referralFileKey, config.dataDir), "", "payment-link-token", 32));
}

/**
 * A payment link's token (docs/product/decisions.md, 5): an HMAC of the link's random id under a key the database
 * never holds. The database keeps only the token's SHA-256, so a copy of it opens no link, while the server
 * can give the practitioner the same link again for as long as it is open (one open link per appointment).
 */
export function linkToken(config: Config, linkId: string): string {
  return createHmac("sha256", linkKey(config)).update(linkId).digest("base64url");
}

/** What payment_links.token_hash holds; null for anything that is not a token's shape. */
export function linkTokenHash(token: string): string | null {
  return tokenShape.test(token) ? sha256Hex(Buffer.from(token, "utf8")) : null;
}
