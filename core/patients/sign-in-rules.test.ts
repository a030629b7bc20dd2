import { describe, expect, it } from "vitest";
import {
  isSessionDueForRenewal,
  isSignInLinkUsable,
  RENEWED_SESSION_GRACE_MS,
  replacedSessionEnd,
  SESSION_RENEWAL_MS,
  SIGN_IN_LINK_MS,
} from "./sign-in-rules.ts";

const asked = new Date("2026-05-04T10:00:00Z");
const at = (ms: number) => new Date(asked.getTime() + ms);

describe("isSignInLinkUsable", () => {
  const link = { usedAt: null, expiresAt: at(SIGN_IN_LINK_MS) };

  it("works for 15 minutes after it was asked for, and not a moment longer", () => {
    expect(SIGN_IN_LINK_MS).toBe(15 * 60_000);
    expect(isSignInLinkUsable(link, asked)).toBe(true);
    expect(isSignInLinkUsable(link, at(SIGN_IN_LINK_MS - 1))).toBe(true);
    expect(isSignInLinkUsable(link, at(SIGN_IN_LINK_MS))).toBe(false);
  });

  it("works once: a used link never works again", () => {
    expect(isSignInLinkUsable({ ...link, usedAt: at(1000) }, at(2000))).toBe(false);
  });
});

describe("session renewal", () => {
  it("is due once the session's id is a day old", () => {
    expect(SESSION_RENEWAL_MS).toBe(24 * 3_600_000);
    expect(isSessionDueForRenewal({ createdAt: asked }, at(SESSION_RENEWAL_MS - 1))).toBe(false);
    expect(isSessionDueForRenewal({ createdAt: asked }, at(SESSION_RENEWAL_MS))).toBe(true);
  });

  it("lets the replaced id work briefly, never past the session's own end", () => {
    expect(replacedSessionEnd({ expiresAt: at(SESSION_RENEWAL_MS * 10) }, asked)).toEqual(at(RENEWED_SESSION_GRACE_MS));
    expect(replacedSessionEnd({ expiresAt: at(1000) }, asked)).toEqual(at(1000));
  });
});
