import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { rateLimits } from "#db/schema/rate-limits.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createLoginLimits, createLoginThrottle, tooManyAttemptsFromAddress, tooManyAttemptsOverall } from "./login-throttle.ts";

const minute = 60_000;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T00:00:00Z") });
  await database.db.delete(rateLimits);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createLoginThrottle", () => {
  it("admits `limit` attempts in a window, then says how long to wait, then a new window", async () => {
    const throttle = createLoginThrottle(database.db, { name: "t1", windowMs: 15 * minute, points: 3 });
    for (let i = 0; i < 3; i += 1) {
      expect(await throttle.attempt("a")).toBe(0);
      vi.advanceTimersByTime(minute);
    }
    vi.advanceTimersByTime(2 * minute);
    expect(await throttle.attempt("a")).toBe(10 * minute);
    expect(await throttle.attempt("b")).toBe(0);
    vi.advanceTimersByTime(10 * minute);
    expect(await throttle.attempt("a")).toBe(0);
  });

  it("forgives an attempt that turned out right, and never below none", async () => {
    const throttle = createLoginThrottle(database.db, { name: "t2", windowMs: minute, points: 1 });
    await throttle.forgive("a");
    expect(await throttle.attempt("a")).toBe(0);
    await throttle.forgive("a");
    await throttle.forgive("a");
    expect(await throttle.attempt("a")).toBe(0);
    expect(await throttle.attempt("a")).toBeGreaterThan(0);
  });

  it("is one count for every process: two throttles on one database", async () => {
    const limit = { name: "t3", windowMs: minute, points: 5 };
    const [one, two] = [createLoginThrottle(database.db, limit), createLoginThrottle(database.db, limit)];
    const waits = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).attempt("a")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });
});

describe("createLoginLimits", () => {
  it("limits one address to 10 attempts in 15 minutes", async () => {
    const limits = createLoginLimits(database.db);
    for (let i = 0; i < 10; i += 1) expect(await limits.admit("198.51.100.1")).toBeNull();
    vi.advanceTimersByTime(minute);
    expect(await limits.admit("198.51.100.1")).toEqual({ message: tooManyAttemptsFromAddress, retryAfterSeconds: 14 * 60 });
    expect(await limits.admit("198.51.100.2")).toBeNull();
  });

  it("limits all addresses together to 100 attempts an hour, without charging the refused address", async () => {
    const limits = createLoginLimits(database.db);
    for (let i = 0; i < 100; i += 1) expect(await limits.admit(`address ${i}`)).toBeNull();
    vi.advanceTimersByTime(30 * minute);
    expect(await limits.admit("address 0")).toEqual({ message: tooManyAttemptsOverall, retryAfterSeconds: 30 * 60 });
    await limits.succeeded("address 5");
    expect(await limits.admit("address 0")).toBeNull();
  });

  it("counts the addresses of one IPv6 /64 as one address, and forgives it from any of them", async () => {
    const limits = createLoginLimits(database.db);
    for (let i = 1; i <= 10; i += 1) expect(await limits.admit(`2001:db8:aa:bb::${i.toString(16)}`)).toBeNull();
    expect(await limits.admit("2001:db8:aa:bb:1:2:3:4")).toEqual({ message: tooManyAttemptsFromAddress, retryAfterSeconds: 15 * 60 });
    expect(await limits.admit("2001:db8:aa:bc::1")).toBeNull();
    await limits.succeeded("2001:db8:aa:bb::99");
    expect(await limits.admit("2001:db8:aa:bb::100")).toBeNull();
  });
});
