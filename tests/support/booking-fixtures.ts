import { expect } from "vitest";
import type { createTestApp } from "./test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>["app"];

export const patient = { name: "Sam Patient", email: "sam@example.com", phone: "0400 000 000", notes: "Left ACL, surgery in May" };

export function postJson(app: TestApp, path: string, body: unknown, method = "POST") {
  return app.request(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/**
 * Open slots the site offers right now, at least two hours apart, so holding one never blocks the next
 * through the scheduler's buffer.
 */
export async function openSlots(app: TestApp): Promise<string[]> {
  const response = await app.request("/api/calendly/availability");
  expect(response.status).toBe(200);
  const slots = (await response.json()) as { start_time: string }[];
  const spaced: string[] = [];
  for (const { start_time } of slots) {
    const last = spaced.at(-1);
    if (!last || Date.parse(start_time) - Date.parse(last) >= 2 * 3_600_000) spaced.push(start_time);
  }
  expect(spaced.length).toBeGreaterThan(12);
  return spaced;
}

/** Holds a slot as the booking section does; answers the hold id. */
export async function holdSlot(app: TestApp, start: string, who = patient): Promise<string> {
  const response = await postJson(app, "/api/bookings/hold", { ...who, start_time: start, time_zone: "Australia/Perth" });
  expect(response.status).toBe(201);
  return ((await response.json()) as { holdId: string }).holdId;
}
