import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { appointments } from "#db/schema/appointments.ts";
import { holdSlot, patient, postJson } from "./booking-fixtures.ts";
import type { FakePaypal } from "./fake-paypal/fake-paypal.ts";
import type { createTestApp } from "./test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** `signInAsAdmin(t.app)`'s answer: sign in once per file (sign-in is rate limited). */
export type AdminHeaders = { cookie: string; origin: string };

/**
 * A confirmed booking whose deposit is paid, through the test provider's panel or approved in the fake
 * PayPal, as the checkout page does it; `details` replace the sample patient's. Answers the appointment id.
 */
export async function paidAppointment(
  t: TestApp,
  start: string,
  email: string,
  fake?: FakePaypal,
  details: Partial<typeof patient> = {},
): Promise<string> {
  const holdId = await holdSlot(t.app, start, { ...patient, ...details, email });
  const created = await postJson(t.app, "/paypal/order", { holdId });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (fake) fake.approve(id);
  else expect((await t.app.request(`/paypal/test/orders/${id}/approve`, { method: "POST" })).status).toBe(200);
  expect((await t.app.request(`/paypal/order/${id}/capture`, { method: "POST" })).status).toBe(200);
  return holdId;
}

/**
 * A paid booking (`paidAppointment`) whose consultation is marked complete by the signed-in practitioner:
 * its balance can be collected. Answers the appointment id.
 */
export async function completedAppointment(
  t: TestApp,
  admin: AdminHeaders,
  start: string,
  email: string,
  fake?: FakePaypal,
): Promise<string> {
  const holdId = await paidAppointment(t, start, email, fake);
  const completed = await adminPost(t, admin, "/api/admin/mark-completed", { appointmentId: holdId });
  expect(completed.status).toBe(200);
  return holdId;
}

/** A POST from the signed-in practitioner's dashboard. */
export async function adminPost(t: TestApp, admin: AdminHeaders, path: string, body: unknown): Promise<Response> {
  return t.app.request(path, { method: "POST", headers: { "content-type": "application/json", ...admin }, body: JSON.stringify(body) });
}

export async function appointmentRow(t: TestApp, id: string) {
  const [row] = await t.services.database.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

/** The orders the fake PayPal was asked to charge to a saved wallet: all of them, or one wallet's. */
export function vaultChargeRequests(fake: FakePaypal, vaultId?: string) {
  return fake.requests.filter((request) => {
    if (request.path !== "/v2/checkout/orders") return false;
    const vault = (request.body as { payment_source?: { paypal?: { vault_id?: string } } }).payment_source?.paypal?.vault_id;
    return vault !== undefined && (vaultId === undefined || vault === vaultId);
  });
}
