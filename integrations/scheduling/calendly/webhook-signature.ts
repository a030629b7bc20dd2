import { createHmac, timingSafeEqual } from "node:crypto";

/** Deliveries older than this are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 180;

/**
 * Calendly's `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">` check, in
 * constant time, on the raw body exactly as received.
 */
export function verifyCalendlySignature(
  header: string | undefined | null,
  rawBody: string,
  signingKey: string,
  now: Date = new Date(),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const index = part.indexOf("=");
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !v1 || !/^\d+$/.test(t) || !/^[0-9a-f]+$/i.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signCalendlyPayload(rawBody, signingKey, Number(t)), "hex");
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signCalendlyPayload(rawBody: string, signingKey: string, t: number): string {
  return createHmac("sha256", signingKey).update(`${t}.${rawBody}`).digest("hex");
}

export function calendlySignatureHeader(rawBody: string, signingKey: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${signCalendlyPayload(rawBody, signingKey, t)}`;
}
