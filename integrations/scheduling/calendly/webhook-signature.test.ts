import { describe, expect, it } from "vitest";
import { calendlySignatureHeader, signCalendlyPayload, verifyCalendlySignature } from "./webhook-signature.ts";

const body = JSON.stringify({ event: "invitee.created", payload: { email: "alex@example.com" } });
const now = new Date("2026-06-01T00:00:00Z");

describe("Calendly-Webhook-Signature", () => {
  it("accepts t=...,v1=HMAC-SHA256(key, 't.body')", () => {
    const t = Math.floor(now.getTime() / 1000);
    const header = `t=${t},v1=${signCalendlyPayload(body, "secret", t)}`;
    expect(header).toBe(calendlySignatureHeader(body, "secret", now));
    expect(verifyCalendlySignature(header, body, "secret", now)).toBe(true);
  });

  it("refuses a changed body, another key, a stale timestamp and malformed headers", () => {
    const header = calendlySignatureHeader(body, "secret", now);
    expect(verifyCalendlySignature(header, `${body} `, "secret", now)).toBe(false);
    expect(verifyCalendlySignature(header, body, "other", now)).toBe(false);
    expect(verifyCalendlySignature(header, body, "secret", new Date(now.getTime() + 10 * 60_000))).toBe(false);
    expect(verifyCalendlySignature(undefined, body, "secret", now)).toBe(false);
    expect(verifyCalendlySignature("v1=abc", body, "secret", now)).toBe(false);
    expect(verifyCalendlySignature("t=1,v1=zz", body, "secret", now)).toBe(false);
  });
});
