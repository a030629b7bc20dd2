import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { rateLimits } from "#db/schema/rate-limits.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { consumePoint, deleteExpiredCounters, sharedLimiter } from "./shared-limiter.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("sharedLimiter", () => {
  it("keeps no timer of its own: a closed database leaves nothing running", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    try {
      sharedLimiter(database.db, { name: "timer-test", points: 1, windowMs: 60_000 });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    const limiter = sharedLimiter(database.db, { name: "timer-test", points: 1, windowMs: 60_000 });
    expect(await consumePoint(limiter, "203.0.113.9")).toBe(0);
    expect(await consumePoint(limiter, "203.0.113.9")).toBeGreaterThan(0);
  });
});

describe("deleteExpiredCounters", () => {
  it("deletes the counters whose window has ended, and keeps the others", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    await database.db.insert(rateLimits).values([
      { key: "sweep:ended", points: 3, expire: new Date(now.getTime() - 1) },
      { key: "sweep:running", points: 1, expire: new Date(now.getTime() + 60_000) },
    ]);
    expect(await deleteExpiredCounters(database.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("sweep:running");
    expect(keys).not.toContain("sweep:ended");
  });
});
