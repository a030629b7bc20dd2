import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPatient, AdminPatientsPage } from "#contracts/patients.ts";
import { appointments } from "#db/schema/appointments.ts";
import { patientForBooking } from "#server/patients/patient-for-booking.ts";
import { signInAsAdmin, testAdminSettings, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { insertConfirmed } from "#tests/support/reminder-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/** The patient records' admin API: the same use-cases as the pages, behind the session and the same-origin check. */

let t: TestApp;
let admin: { cookie: string; origin: string };
let patientId: string;
let slots: string[];
const email = "jordan.api@example.com";

const request = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  t.app.request(path, {
    method: init.method ?? "GET",
    headers: { ...admin, ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const json = async <T>(response: Response | Promise<Response>, status = 200) => {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return (await answered.json()) as T;
};

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  admin = await signInAsAdmin(t.app);
  slots = await openSlots(t.app);
  const details = { name: "Jordan Apitest", phone: "0412 345 678" };
  const first = await paidAppointment(t, slots[0]!, email, undefined, details);
  await paidAppointment(t, slots[1]!, email, undefined, details);
  const [row] = await t.services.database.db.select().from(appointments).where(eq(appointments.id, first));
  patientId = row!.patientId!;
  // A consultation last month, for the list's 'last appointment'.
  const past = await insertConfirmed(t.services.database.db, new Date(Date.now() - 30 * 86_400_000), email);
  await t.services.database.db.update(appointments).set({ patientId }).where(eq(appointments.id, past.id));
});
afterAll(() => t.close());

describe("the patient records' API", () => {
  it("answers 401 without a session on every route", async () => {
    const id = "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f";
    for (const [method, path] of [
      ["GET", "/api/admin/patients"],
      ["GET", `/api/admin/patients/${id}`],
      ["PATCH", `/api/admin/patients/${id}`],
      ["POST", "/api/admin/patients/merge"],
    ] as const) {
      const response = await t.app.request(path, {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: "Please sign in." });
    }
  });

  it("lists live records found by part of a name, an email or a phone number however spaced, with the next and last appointment", async () => {
    for (const q of ["apitest", "JORDAN.API@", "0412345", "345 678"]) {
      const page = await json<AdminPatientsPage>(request(`/api/admin/patients?${new URLSearchParams({ q })}`));
      expect(
        page.patients.map((p) => p.id),
        q,
      ).toEqual([patientId]);
      expect(page.patients[0]).toMatchObject({ name: "Jordan Apitest", email, phone: "0412 345 678", nextAppointment: slots[0] });
      expect(Date.parse(page.patients[0]!.lastAppointment!)).toBeLessThan(Date.now());
    }
    expect((await json<AdminPatientsPage>(request("/api/admin/patients?q=nobody-has-this"))).patients).toEqual([]);
    expect((await request("/api/admin/patients?page=0")).status).toBe(400);
  });

  it("reads a record with its appointments, payments and receipts", async () => {
    const patient = await json<AdminPatient>(request(`/api/admin/patients/${patientId}`));
    expect(patient).toMatchObject({ id: patientId, name: "Jordan Apitest", mergedIntoId: null });
    expect(patient.appointments).toHaveLength(3);
    const booked = patient.appointments.filter((a) => a.isPaid);
    expect(booked.map((a) => a.date).sort()).toEqual([slots[0], slots[1]]);
    for (const appointment of booked) {
      expect(appointment.patientId).toBe(patientId);
      expect(appointment.receipts.map((r) => r.kind)).toEqual(["deposit"]);
      expect(appointment.depositRefund).toBeNull();
    }
    expect((await request("/api/admin/patients/not-an-id")).status).toBe(400);
    expect((await request("/api/admin/patients/0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f")).status).toBe(404);
  });

  it("corrects details: each bad field named, a taken email refused with a merge suggested, the correction saved", async () => {
    const invalid = await json<{ fields: Record<string, string> }>(
      request(`/api/admin/patients/${patientId}`, { method: "PATCH", body: { name: "", email: "not an email", phone: "12" } }),
      400,
    );
    expect(Object.keys(invalid.fields).sort()).toEqual(["email", "name", "phone"]);

    await patientForBooking(t.services.database.db, { name: "Other Person", email: "other.api@example.com" });
    const taken = await json<{ error: string; fields: Record<string, string> }>(
      request(`/api/admin/patients/${patientId}`, {
        method: "PATCH",
        body: { name: "Jordan", email: "Other.Api@example.com", phone: null },
      }),
      409,
    );
    expect(taken.error).toContain("merge");
    expect(taken.fields.email).toContain("merge");

    const corrected = await json<AdminPatient>(
      request(`/api/admin/patients/${patientId}`, { method: "PATCH", body: { name: "Jordan Apitest", email, phone: "0412 000 999" } }),
    );
    expect(corrected.phone).toBe("0412 000 999");
  });

  it("merges two records once, the absorbed one then naming its survivor, and never from another site", async () => {
    const other = await patientForBooking(t.services.database.db, { name: "Jordan Old", email: "jordan.old@example.com" });
    const body = { keepId: patientId, absorbId: other };
    const crossSite = await request("/api/admin/patients/merge", {
      method: "POST",
      body,
      headers: { origin: "https://elsewhere.example" },
    });
    expect(crossSite.status).toBe(403);

    const merged = await json<{ keptId: string; moved: Record<string, number> }>(
      request("/api/admin/patients/merge", { method: "POST", body }),
    );
    expect(merged.keptId).toBe(patientId);
    expect((await json<AdminPatient>(request(`/api/admin/patients/${other}`))).mergedIntoId).toBe(patientId);
    expect((await request("/api/admin/patients/merge", { method: "POST", body })).status).toBe(409);
    const list = await json<AdminPatientsPage>(request("/api/admin/patients?q=jordan"));
    expect(list.patients.map((p) => p.id)).toEqual([patientId]);
    const same = await json<{ fields: Record<string, string> }>(
      request("/api/admin/patients/merge", { method: "POST", body: { keepId: other, absorbId: other } }),
      400,
    );
    expect(same.fields.absorbId).toBeDefined();
  });
});
