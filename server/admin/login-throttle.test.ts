import { describe, expect, it } from "vitest";
import { createLoginLimits, createLoginThrottle, tooManyAttemptsFromAddress, tooManyAttemptsOverall } from "./login-throttle.ts";

const minute = 60_000;

describe("createLoginThrottle", () => {
  it("admits `limit` attempts in a window, then says how long to wait, then a new window", () => {
    const throttle = createLoginThrottle({ windowMs: 15 * minute, limit: 3 });
    expect([0, 1, 2].map((i) => throttle.attempt("a", i * minute))).toEqual([0, 0, 0]);
    expect(throttle.attempt("a", 5 * minute)).toBe(10 * minute);
    expect(throttle.attempt("b", 5 * minute)).toBe(0);
    expect(throttle.attempt("a", 15 * minute)).toBe(0);
  });

  it("forgives an attempt that turned out right", () => {
    const throttle = createLoginThrottle({ windowMs: minute, limit: 1 });
    expect(throttle.attempt("a", 0)).toBe(0);
    throttle.forgive("a", 1);
    expect(throttle.attempt("a", 2)).toBe(0);
    expect(throttle.attempt("a", 3)).toBeGreaterThan(0);
  });
});

describe("createLoginLimits", () => {
  it("limits one address to 10 attempts in 15 minutes", () => {
    const limits = createLoginLimits();
    for (let i = 0; i < 10; i += 1) expect(limits.admit("198.51.100.1", 0)).toBeNull();
    expect(limits.admit("198.51.100.1", minute)).toEqual({ message: tooManyAttemptsFromAddress, retryAfterSeconds: 14 * 60 });
    expect(limits.admit("198.51.100.2", minute)).toBeNull();
  });

  it("limits all addresses together to 100 attempts an hour, without charging the refused address", () => {
    const limits = createLoginLimits();
    for (let i = 0; i < 100; i += 1) expect(limits.admit(`address ${i}`, 0)).toBeNull();
    expect(limits.admit("address 0", 30 * minute)).toEqual({ message: tooManyAttemptsOverall, retryAfterSeconds: 30 * 60 });
    limits.succeeded("address 5", 30 * minute);
    expect(limits.admit("address 0", 30 * minute)).toBeNull();
  });
});
