import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilitySlot, HoldResponse } from "#contracts/booking.ts";
import { appointments } from "#db/schema/appointments.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let slots: AvailabilitySlot[];

const details = { name: "Alex Patient", email: "alex@example.com", phone: "0412 345 678", notes: "" };
const post = (body: unknown) =>
  testApp.app.request("/api/bookings/hold", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  testApp = await createTestApp({ HOLD_MINUTES: "20", HOLDS_PER_HOUR: "100" });
  const response = await testApp.app.request("/api/calendly/availability");
  slots = (await response.json()) as AvailabilitySlot[];
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

describe("POST /api/bookings/hold", () => {
  it("holds an offered slot for HOLD_MINUTES and answers 201 with the hold", async () => {
    const before = Date.now();
    const response = await post({ ...details, start_time: slots[0]!.start_time, time_zone: "Australia/Perth" });
    expect(response.status).toBe(201);
    const hold = (await response.json()) as HoldResponse;
    expect(hold.start_time).toBe(slots[0]!.start_time);
    expect(hold.end_time).toBe(slots[0]!.end_time);
    const expiresIn = Date.parse(hold.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(19 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(21 * 60_000);
    const [row] = await testApp.services.database.db.select().from(appointments).where(eq(appointments.id, hold.holdId));
    expect(row).toMatchObject({ status: "held", name: "Alex Patient", email: "alex@example.com", patientTimeZone: "Australia/Perth" });
  });

  it("takes the held slot out of the availability answer", async () => {
    const response = await testApp.app.request("/api/calendly/availability");
    const starts = ((await response.json()) as AvailabilitySlot[]).map((slot) => slot.start_time);
    expect(starts).not.toContain(slots[0]!.start_time);
  });

  it("answers 409 with a clear message when the time has just been taken", async () => {
    const response = await post({ ...details, email: "someone.else@example.com", start_time: slots[0]!.start_time });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "This time has just been booked. Please choose another time." });
  });

  it("answers 409 for a time that is not offered", async () => {
    const response = await post({ ...details, start_time: "2020-01-06T00:00:00.000Z" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "This time is no longer available. Please choose another time." });
  });

  it("answers 400 with the form's messages for bad details, and writes nothing", async () => {
    const count = async () => (await testApp.services.database.db.select({ id: appointments.id }).from(appointments)).length;
    const before = await count();
    const response = await post({ name: "A", email: "not-an-email", phone: "123", start_time: "tomorrow" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please enter your name",
      fields: {
        name: "Please enter your name",
        email: "Please enter a valid email address",
        phone: "Please enter a valid phone number",
        start_time: "Please choose one of the available times",
      },
    });
    expect(await count()).toBe(before);
  });

  it("answers 400 for a body that is not JSON, and 413 for a huge one", async () => {
    const broken = await post("{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toHaveProperty("error");
    const huge = await post({ ...details, notes: "x".repeat(40_000), start_time: slots[1]!.start_time });
    expect(huge.status).toBe(413);
  });
});

describe("50 patients racing for one slot", () => {
  it("leaves exactly one winner; the 49 others get 409", async () => {
    const target = slots.at(-1)!.start_time;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => post({ ...details, email: `patient${index}@example.com`, start_time: target })),
    );
    const statuses = responses.map((response) => response.status);
    const tally = Object.entries(Object.groupBy(statuses, String)).map(([status, list]) => [status, list?.length]);
    expect(Object.fromEntries(tally)).toEqual({ 201: 1, 409: 49 });
    const rows = await testApp.services.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.startAt, new Date(target)));
    expect(rows).toEqual([{ status: "held" }]);
  }, 60_000);
});

describe("holds per patient and per address", () => {
  it("answers 429 once a patient has placed HOLDS_PER_HOUR holds in the hour; another patient at that address goes on", async () => {
    const limited = await createTestApp({ HOLDS_PER_HOUR: "2" });
    try {
      const request = (email: string, index: number) =>
        limited.app.request("/api/bookings/hold", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...details, email, start_time: slots[index * 4]!.start_time }),
        });
      expect((await request("limit@example.com", 1)).status).toBe(201);
      expect((await request("limit@example.com", 2)).status).toBe(201);
      const third = await request("Limit@Example.com", 3);
      expect(third.status).toBe(429);
      expect(third.headers.get("Retry-After")).toBeTruthy();
      expect(await third.json()).toEqual({
        error: "You have chosen several times in the last hour. Please wait a little, or contact us to book.",
      });
      // The same address (a clinic's, a family's) is not shut for everyone.
      expect((await request("sibling@example.com", 4)).status).toBe(201);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it("keeps a ceiling of five times HOLDS_PER_HOUR per address, whoever holds", async () => {
    const limited = await createTestApp({ HOLDS_PER_HOUR: "1" });
    try {
      const request = (index: number) =>
        limited.app.request("/api/bookings/hold", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...details, email: `ceiling${index}@example.com`, start_time: slots[index * 3]!.start_time }),
        });
      for (let index = 1; index <= 5; index++) expect((await request(index)).status).toBe(201);
      const sixth = await request(6);
      expect(sixth.status).toBe(429);
      expect(((await sixth.json()) as { error: string }).error).toMatch(/from your network/);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
