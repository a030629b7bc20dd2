import { beforeEach, describe, expect, it } from "vitest";
import { SchedulingProviderError } from "#integrations/scheduling/scheduling-provider.ts";
import { createCalendlyClient } from "./calendly-client.ts";
import { createCalendlyScheduler } from "./calendly-scheduler.ts";
import { createFakeCalendly, FAKE_CALENDLY_BASE, type FakeCalendly } from "./fake/fake-calendly.ts";

const now = new Date("2026-06-01T00:00:00Z");
const hour = (n: number) => new Date(now.getTime() + n * 60 * 60_000);
let fake: FakeCalendly;
let eventTypeUri: string;

function adapter(overrides: { apiToken?: string; timeoutMs?: number } = {}) {
  const client = createCalendlyClient({
    apiToken: overrides.apiToken ?? "token-1",
    eventTypeUri,
    apiBaseUrl: FAKE_CALENDLY_BASE,
    fetch: fake.fetch,
    timeoutMs: overrides.timeoutMs,
  });
  return createCalendlyScheduler(client, { horizonDays: 20 });
}

beforeEach(() => {
  fake = createFakeCalendly({ token: "token-1", signingKey: "key", now: () => now });
  eventTypeUri = fake.addEventType("CONSULT", 30);
  fake.open("CONSULT", [hour(30), hour(2), hour(24 * 10), hour(24 * 19)]);
});

describe("Calendly adapter against the fake Calendly", () => {
  it("reads availability in windows of at most 7 days, never starting in the past", async () => {
    const slots = await adapter().availableSlots({ now });
    expect(slots.map((slot) => slot.start)).toEqual([hour(2), hour(30), hour(24 * 10), hour(24 * 19)]);
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 30 * 60_000)).toBe(true);
    const windows = fake.requests.filter((request) => request.path === "/event_type_available_times");
    expect(windows).toHaveLength(3); // 20 days = 7 + 7 + 6
    for (const { query } of windows) {
      expect(query.event_type).toBe(eventTypeUri);
      const span = Date.parse(query.end_time!) - Date.parse(query.start_time!);
      expect(span).toBeLessThanOrEqual(7 * 24 * 60 * 60_000);
      expect(Date.parse(query.start_time!)).toBeGreaterThan(now.getTime());
    }
  });

  it("books through POST /invitees, after which the time is gone, and cancels it again", async () => {
    const calendly = adapter();
    const booking = await calendly.book({
      start: hour(30),
      name: "Alex Patient",
      email: "alex@example.com",
      phone: "0412345678",
      timeZone: "Australia/Perth",
    });
    expect(booking.eventUri).toMatch(`${FAKE_CALENDLY_BASE}/scheduled_events/`);
    expect(booking.inviteeUri).toMatch(/\/invitees\//);
    expect(booking.end).toEqual(new Date(hour(30).getTime() + 30 * 60_000));
    expect(fake.scheduledEvent(booking.eventUri!)).toMatchObject({ status: "active", start_time: hour(30).toISOString() });
    expect((await calendly.availableSlots({ now })).map((slot) => slot.start)).not.toContainEqual(hour(30));

    await expect(
      calendly.book({ start: hour(30), name: "Sam Other", email: "sam@example.com", phone: "0412345678", timeZone: null }),
    ).rejects.toBeInstanceOf(SchedulingProviderError);

    await calendly.cancel({ eventUri: booking.eventUri, reason: "Patient asked to cancel" });
    expect(fake.scheduledEvent(booking.eventUri!)?.status).toBe("canceled");
    expect((await calendly.availableSlots({ now })).map((slot) => slot.start)).toContainEqual(hour(30));
  });

  it("turns a refused token, a server error, a timeout, an HTML page and a broken answer into SchedulingProviderError", async () => {
    await expect(adapter({ apiToken: "wrong" }).availableSlots({ now })).rejects.toThrow("Calendly answered 401");
    const calendly = adapter({ timeoutMs: 200 });
    fake.failNext({ status: 500 });
    await expect(calendly.availableSlots({ now })).rejects.toBeInstanceOf(SchedulingProviderError);
    fake.failNext("timeout");
    await expect(calendly.availableSlots({ now })).rejects.toThrow("could not be reached");
    fake.failNext("html");
    await expect(adapter().availableSlots({ now })).rejects.toThrow("with something that is not JSON");
    fake.failNext("connection-closed");
    await expect(adapter().availableSlots({ now })).rejects.toThrow("broke off");
  });
});

describe("the fake checks requests as Calendly does", () => {
  it("refuses a window longer than 7 days, one in the past, and unknown fields", async () => {
    const get = (query: Record<string, string>) =>
      fake.fetch(`${FAKE_CALENDLY_BASE}/event_type_available_times?${new URLSearchParams(query)}`, {
        headers: { Authorization: "Bearer token-1" },
      });
    const long = await get({ event_type: eventTypeUri, start_time: hour(1).toISOString(), end_time: hour(24 * 8).toISOString() });
    expect(long.status).toBe(400);
    const past = await get({ event_type: eventTypeUri, start_time: hour(-1).toISOString(), end_time: hour(5).toISOString() });
    expect(past.status).toBe(400);
    const extra = await get({ event_type: eventTypeUri, start_time: hour(1).toISOString(), end_time: hour(5).toISOString(), count: "3" });
    expect(extra.status).toBe(400);
    const invitee = await fake.fetch(`${FAKE_CALENDLY_BASE}/invitees`, {
      method: "POST",
      headers: { Authorization: "Bearer token-1", "Content-Type": "application/json" },
      body: JSON.stringify({
        event_type: eventTypeUri,
        start_time: hour(2).toISOString(),
        invitee: { name: "A", email: "a@example.com", timezone: "UTC", phone: "1" },
      }),
    });
    expect(invitee.status).toBe(400);
    expect(await invitee.json()).toMatchObject({ details: [{ parameter: "invitee.phone", message: "is not allowed" }] });
  });
});
