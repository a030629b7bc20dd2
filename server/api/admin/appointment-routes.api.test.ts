import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminAppointmentsPage, AuditEntry, MarkCompletedResponse } from "#contracts/admin.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { appointments, type NewAppointmentRow } from "#db/schema/appointments.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";

const HOUR = 3_600_000;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
let serial = 0;

function paid(hours: number | null, overrides: Partial<NewAppointmentRow> = {}): NewAppointmentRow {
  serial += 1;
  const start = hours === null ? null : new Date(Date.now() + hours * HOUR);
  return {
    id: randomUUID(),
    practitionerId: `p${serial}`,
    status: start ? "confirmed" : "awaiting_time",
    name: `Patient ${serial}`,
    email: `patient${serial}@example.com`,
    phone: "0400 000 000",
    startAt: start,
    endAt: start && new Date(start.getTime() + 30 * 60_000),
    blockedUntil: start && new Date(start.getTime() + 45 * 60_000),
    paymentProvider: "paypal",
    paymentOrderId: `ORDER-${serial}`,
    depositPaidAt: new Date(),
    ...overrides,
  };
}

async function insert(...rows: NewAppointmentRow[]) {
  await testApp.services.database.db.insert(appointments).values(rows);
  return rows.map((row) => row.id!);
}

const get = async <T>(path: string) => {
  const response = await testApp.app.request(path, { headers });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const markCompleted = (appointmentId: unknown) =>
  testApp.app.request("/api/admin/mark-completed", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ appointmentId }),
  });

beforeAll(async () => {
  testApp = await createTestApp(testAdminSettings);
  const session = await signInAsAdmin(testApp.app);
  headers = { cookie: session.cookie, origin: session.origin };
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.services.database.db.delete(appointments);
  await testApp.services.database.db.delete(auditEvents);
});

describe("the dashboard's admin calls", () => {
  it("are refused without a session", async () => {
    expect((await testApp.app.request("/api/admin/appointments")).status).toBe(401);
    expect((await testApp.app.request("/api/admin/audit")).status).toBe(401);
    const response = await testApp.app.request("/api/admin/mark-completed", {
      method: "POST",
      headers: { origin: headers.origin!, "content-type": "application/json" },
      body: JSON.stringify({ appointmentId: randomUUID() }),
    });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/admin/appointments", () => {
  it("answers a page of cards for each view, with the fee schedule's amounts", async () => {
    const [upcoming, past] = await insert(paid(24, { savedPaymentMethodId: "VAULT-1" }), paid(-24));
    const page = await get<AdminAppointmentsPage>("/api/admin/appointments");
    expect(page.nextCursor).toBeNull();
    expect(page.appointments).toHaveLength(1);
    expect(page.appointments[0]).toMatchObject({
      id: upcoming,
      badge: "Scheduled",
      paymentMethod: "PayPal",
      paypalOrderId: expect.stringMatching(/^ORDER-/),
      depositCents: 9_000,
      balanceCents: 9_000,
      canChargeSavedMethod: true,
      testMode: false,
    });
    const pastPage = await get<AdminAppointmentsPage>("/api/admin/appointments?view=past");
    expect(pastPage.appointments.map((a) => a.id)).toEqual([past]);
  });

  it("searches by name or email and pages with the cursor it gave", async () => {
    await insert(...Array.from({ length: 30 }, (_, index) => paid(index + 1, { name: index % 2 ? `Jordan ${index}` : `Casey ${index}` })));
    const [byEmail] = await insert(paid(100, { email: "Special.Person@Example.com" }));
    expect((await get<AdminAppointmentsPage>("/api/admin/appointments?q=special.person")).appointments.map((a) => a.id)).toEqual([byEmail]);
    const jordans = await get<AdminAppointmentsPage>("/api/admin/appointments?q=JORDAN");
    expect(jordans.appointments).toHaveLength(15);
    expect(jordans.nextCursor).toBeNull();

    const first = await get<AdminAppointmentsPage>("/api/admin/appointments?view=upcoming");
    expect(first.appointments).toHaveLength(25);
    const second = await get<AdminAppointmentsPage>(`/api/admin/appointments?view=upcoming&cursor=${first.nextCursor}`);
    expect(second.appointments).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.appointments, ...second.appointments].map((a) => a.id)).size).toBe(31);
  });

  it("refuses a bad query with the error body of docs/product/decisions.md, 14", async () => {
    const badView = await testApp.app.request("/api/admin/appointments?view=all", { headers });
    expect(badView.status).toBe(400);
    expect(await badView.json()).toMatchObject({ error: expect.any(String), fields: { view: expect.any(String) } });
    const badCursor = await testApp.app.request("/api/admin/appointments?cursor=abc", { headers });
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toEqual({
      error: "This list has changed. Please reload the page.",
      fields: { cursor: "This list has changed. Please reload the page." },
    });
  });
});

describe("POST /api/admin/mark-completed", () => {
  it("marks a paid appointment complete, once, and writes the audit log", async () => {
    const [id] = await insert(paid(-1));
    const first = await markCompleted(id);
    expect(first.status).toBe(200);
    expect(((await first.json()) as MarkCompletedResponse).appointment).toMatchObject({
      id,
      consultationCompleted: true,
      badge: "Ready for Final Payment",
    });
    const again = await markCompleted(id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as MarkCompletedResponse).appointment.badge).toBe("Ready for Final Payment");

    const audit = await get<AuditEntry[]>("/api/admin/audit");
    const completed = audit.filter((entry) => entry.action === "appointment.completed");
    expect(completed).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        action: "appointment.completed",
        actor: "admin",
        clientAddress: expect.any(String),
        appointmentId: id,
        details: null,
      },
    ]);
  });

  it("refuses an unpaid appointment (409), an unknown one (404) and a malformed id (400)", async () => {
    const [unpaid] = await insert(paid(5, { status: "held", depositPaidAt: null, holdExpiresAt: new Date(Date.now() + HOUR) }));
    const conflict = await markCompleted(unpaid);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ error: "Only a paid, current appointment can be marked complete." });
    expect((await markCompleted(randomUUID())).status).toBe(404);
    const malformed = await markCompleted("42");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Unknown appointment", fields: { appointmentId: "Unknown appointment" } });
    expect(await testApp.services.database.db.select().from(auditEvents)).toEqual([]);
  });
});

describe("GET /api/admin/audit", () => {
  it("lists the newest events first", async () => {
    const [a, b] = await insert(paid(-3), paid(-2));
    await markCompleted(a);
    await markCompleted(b);
    const audit = await get<AuditEntry[]>("/api/admin/audit");
    expect(audit.filter((entry) => entry.action === "appointment.completed").map((entry) => entry.appointmentId)).toEqual([b, a]);
  });
});
