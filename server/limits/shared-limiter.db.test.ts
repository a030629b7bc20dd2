import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { consumePoint, sharedLimiter, stopSharedLimiters } from "./shared-limiter.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("stopSharedLimiters", () => {
  it("stops the clean-up timer of each limiter on the database, and later calls get working limiters again", async () => {
    const limit = { name: "stop-test", points: 1, windowMs: 60_000 };
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      sharedLimiter(database.db, limit);
      sharedLimiter(database.db, { ...limit, name: "stop-test-2" });
      expect(vi.getTimerCount()).toBe(2);
      stopSharedLimiters(database.db);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    const again = sharedLimiter(database.db, limit);
    expect(await consumePoint(again, "203.0.113.9")).toBe(0);
    expect(await consumePoint(again, "203.0.113.9")).toBeGreaterThan(0);
    stopSharedLimiters(database.db);
  });
});
