import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilitySlot } from "#contracts/booking.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

describe("GET /api/calendly/availability (built-in scheduler)", () => {
  it("answers the spec's array of slots, 30 minutes each, from 24 hours ahead to 8 weeks", async () => {
    const before = Date.now();
    const response = await testApp.app.request("/api/calendly/availability");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const slots = (await response.json()) as AvailabilitySlot[];
    expect(slots.length).toBeGreaterThan(100);
    for (const slot of slots) {
      expect(slot.status).toBe("available");
      expect(new Date(slot.start_time).toISOString()).toBe(slot.start_time);
      expect(Date.parse(slot.end_time) - Date.parse(slot.start_time)).toBe(30 * 60_000);
    }
    expect(Date.parse(slots[0]!.start_time)).toBeGreaterThanOrEqual(before + 24 * 60 * 60_000 - 1000);
    expect(Date.parse(slots.at(-1)!.start_time)).toBeLessThan(before + 56 * 24 * 60 * 60_000);
    const sorted = [...slots].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
    expect(slots).toEqual(sorted);
  });
});
