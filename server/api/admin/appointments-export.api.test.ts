import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, type NewAppointmentRow } from "#db/schema/appointments.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** The appointments of a Melbourne date range as CSV, read back with the same library. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
let serial = 0;

function booked(startIso: string, overrides: Partial<NewAppointmentRow> = {}): NewAppointmentRow {
  serial += 1;
  const start = new Date(startIso);
  return {
    id: randomUUID(),
    practitionerId: `export-${serial}`,
    status: "confirmed",
    name: `Patient ${serial}`,
    email: `patient${serial}@example.com`,
    phone: "0400 000 000",
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    blockedUntil: new Date(start.getTime() + 45 * 60_000),
    paymentProvider: "paypal",
    paymentOrderId: `EXPORT-${serial}`,
    depositCents: 9000,
    balanceCents: 9000,
    depositPaidAt: new Date("2026-01-10T01:00:00Z"),
    ...overrides,
  };
}

const download = (query: string, withSession = true) =>
  t.app.request(`/api/admin/exports/appointments.csv?${query}`, { headers: withSession ? headers : {} });

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  headers = await signInAsAdmin(t.app);
  await t.services.database.db.insert(appointments).values([
    // 23:30 on 31 January in Melbourne (AEDT, +11): the day before the range.
    booked("2026-01-31T12:30:00Z", { name: "Before Range" }),
    // 00:30 on 1 February in Melbourne, though still 31 January in UTC: inside.
    booked("2026-01-31T13:30:00Z", { name: 'Zoë O\'Brien, "Jo"', paymentProvider: "test", paymentOrderId: "TEST-1" }),
    booked("2026-02-14T23:00:00Z", {
      name: "Fully Paid",
      consultationCompletedAt: new Date("2026-02-15T10:05:00Z"),
      balancePaidAt: new Date("2026-02-15T10:06:00Z"),
    }),
    booked("2026-02-20T03:00:00Z", { name: "Cancelled After Deposit", status: "cancelled", cancelledAt: new Date("2026-02-01T00:00:00Z") }),
    booked("2026-02-21T03:00:00Z", {
      name: "Still Held",
      status: "held",
      holdExpiresAt: new Date("2026-02-21T03:10:00Z"),
      depositPaidAt: null,
    }),
    // 00:00 on 1 March in Melbourne: the day after the range.
    booked("2026-02-28T13:00:00Z", { name: "After Range" }),
    // What an older row or another provider may hold: cells a spreadsheet would run, and a line break.
    booked("2026-03-10T03:00:00Z", { name: "=1+2", email: "@evil.example", phone: "+61 400 000 000" }),
    booked("2026-03-11T03:00:00Z", { name: "-2+3", email: "\tx@example.com", phone: "\r0400" }),
    booked("2026-03-12T03:00:00Z", { name: "Line\nBreak", email: "ok@example.com", phone: "0400 000 000" }),
  ]);
});
afterAll(() => t.close());

describe("GET /api/admin/exports/appointments.csv", () => {
  it("answers 401 without a session", async () => {
    expect((await download("from=2026-02-01&to=2026-02-28", false)).status).toBe(401);
  });

  it("refuses a missing or reversed range with the field's message", async () => {
    const missing = await download("from=2026-02-01");
    expect(missing.status).toBe(400);
    const reversed = await download("from=2026-02-28&to=2026-02-01");
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ fields: { to: "The end date must be on or after the start date" } });
  });

  it("is UTF-8 with a byte-order mark, an attachment never cached", async () => {
    const response = await download("from=2026-02-01&to=2026-02-28");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="appointments-2026-02-01-to-2026-02-28.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect([...Buffer.from(await response.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("holds the range's appointments in Melbourne dates with ISO times, payment states and amounts", async () => {
    const bytes = Buffer.from(await (await download("from=2026-02-01&to=2026-02-28")).arrayBuffer());
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Name)).toEqual(['Zoë O\'Brien, "Jo"', "Fully Paid", "Cancelled After Deposit"]);
    expect(rows[0]).toMatchObject({
      Start: "2026-02-01T00:30:00+11:00",
      End: "2026-02-01T01:00:00+11:00",
      Status: "Scheduled",
      "Payment method": "Test",
      "Test booking": "yes",
      "Deposit (AUD)": "90.00",
      "Deposit paid": "2026-01-10T12:00:00+11:00",
      "Remaining (AUD)": "90.00",
      "Remaining paid": "",
    });
    expect(rows[1]).toMatchObject({
      Status: "Fully Paid",
      "Payment method": "PayPal",
      "Test booking": "no",
      "Remaining paid": "2026-02-15T21:06:00+11:00",
      "Consultation completed": "2026-02-15T21:05:00+11:00",
    });
    expect(rows[2]).toMatchObject({ Status: "Cancelled", Cancelled: "2026-02-01T11:00:00+11:00" });
  });

  it("writes a cell a spreadsheet would run as a formula behind a ', and keeps a line break inside its cell", async () => {
    const bytes = Buffer.from(await (await download("from=2026-03-02&to=2026-03-31")).arrayBuffer());
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map(({ Name, Email, Phone }) => ({ Name, Email, Phone }))).toEqual([
      { Name: "'=1+2", Email: "'@evil.example", Phone: "'+61 400 000 000" },
      { Name: "'-2+3", Email: "'\tx@example.com", Phone: "'\r0400" },
      { Name: "Line\nBreak", Email: "ok@example.com", Phone: "0400 000 000" },
    ]);
    // The amounts and times are not touched.
    expect(rows[0]).toMatchObject({ "Deposit (AUD)": "90.00", Start: "2026-03-10T14:00:00+11:00" });
  });
});
