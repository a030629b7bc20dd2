import { describe, expect, it } from "vitest";
import { hashSessionId, isSessionLive, needsTouch, sessionRulesOf, touchIntervalMs } from "./sessions.ts";

const rules = sessionRulesOf({ sessionIdleMinutes: 60, sessionMaxHours: 12, passwordHash: null, password: null, paymentLinkHours: 1 });
const signedInAt = new Date("2025-03-01T00:00:00Z");
const at = (ms: number) => new Date(signedInAt.getTime() + ms);
const minute = 60_000;
const hour = 60 * minute;

describe("isSessionLive", () => {
  const fresh = { lastSeenAt: signedInAt, expiresAt: at(rules.maxAgeMs) };

  it("reads the configured idle timeout and lifetime", () => {
    expect(rules).toEqual({ idleMs: hour, maxAgeMs: 12 * hour });
  });

  it("keeps a session used within the idle timeout", () => {
    expect(isSessionLive(fresh, signedInAt, rules)).toBe(true);
    expect(isSessionLive(fresh, at(hour - 1), rules)).toBe(true);
  });

  it("ends a session idle for exactly the timeout, or longer", () => {
    expect(isSessionLive(fresh, at(hour), rules)).toBe(false);
    expect(isSessionLive(fresh, at(hour + 1), rules)).toBe(false);
  });

  it("measures idleness from the last use, not from sign-in", () => {
    expect(isSessionLive({ ...fresh, lastSeenAt: at(5 * hour) }, at(5 * hour + 59 * minute), rules)).toBe(true);
  });

  it("ends a busy session at its absolute end", () => {
    const busy = { ...fresh, lastSeenAt: at(12 * hour - minute) };
    expect(isSessionLive(busy, at(12 * hour - 1), rules)).toBe(true);
    expect(isSessionLive(busy, at(12 * hour), rules)).toBe(false);
  });
});

describe("needsTouch", () => {
  it("writes the last use at most once a minute", () => {
    expect(needsTouch({ lastSeenAt: signedInAt }, at(touchIntervalMs - 1))).toBe(false);
    expect(needsTouch({ lastSeenAt: signedInAt }, at(touchIntervalMs))).toBe(true);
  });
});

describe("hashSessionId", () => {
  it("stores a SHA-256 of the id, never the id", () => {
    const hash = hashSessionId("an-id");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("an-id");
    expect(hashSessionId("an-id")).toBe(hash);
  });
});
