import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments } from "#db/schema/appointments.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { holdSlot, openSlots, postJson } from "#tests/support/booking-fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { reconcileDeposits } from "./reconcile-deposits.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let slots: string[];
beforeAll(async () => {
  t = await createTestApp();
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());

/** A deposit order for a held slot, approved by the payer: what exists when the payer presses Pay. */
async function approvedOrder(slot: string): Promise<{ holdId: string; orderId: string }> {
  const holdId = await holdSlot(t.app, slot);
  const { id: orderId } = (await (await postJson(t.app, "/paypal/order", { holdId })).json()) as { id: string };
  expect((await t.app.request(`/paypal/test/orders/${orderId}/approve`, { method: "POST" })).status).toBe(200);
  return { holdId, orderId };
}

describe("deposits paid with no booking", () => {
  it("books a captured order whose booking was never written, once, and leaves unpaid orders alone", async () => {
    const paid = await approvedOrder(slots[0]!);
    const unpaid = await approvedOrder(slots[1]!);
    // The provider captured; the process died before the booking was written.
    const [row] = await t.services.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, paid.orderId));
    await t.services.payments.captureOrder(paid.orderId, { requestId: `deposit-capture-${row!.id}` });

    const later = new Date(Date.now() + 60_000);
    expect(await reconcileDeposits(t.services, { now: later, minAgeMs: 30_000 })).toEqual({ booked: [paid.orderId], unpaid: 1 });
    const [appointment] = await t.services.database.db.select().from(appointments).where(eq(appointments.id, paid.holdId));
    expect(appointment).toMatchObject({ status: "confirmed", paymentOrderId: paid.orderId });
    // The next round finds the order booked and asks nothing more of it; the unpaid one stays unpaid.
    expect(await reconcileDeposits(t.services, { now: later, minAgeMs: 30_000 })).toEqual({ booked: [], unpaid: 1 });
    const [untouched] = await t.services.database.db.select().from(appointments).where(eq(appointments.id, unpaid.holdId));
    expect(untouched!.status).toBe("held");
  });

  it("leaves an order younger than the minimum age to the checkout in progress", async () => {
    const fresh = await approvedOrder(slots[2]!);
    const [row] = await t.services.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, fresh.orderId));
    await t.services.payments.captureOrder(fresh.orderId, { requestId: `deposit-capture-${row!.id}` });
    expect((await reconcileDeposits(t.services, { minAgeMs: 60_000 })).booked).not.toContain(fresh.orderId);
  });
});
