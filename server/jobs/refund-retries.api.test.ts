import { eq } from "drizzle-orm";
import pino from "pino";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentOrders } from "#db/schema/payments.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { cancelBooking } from "#server/bookings/cancel-booking.ts";
import type { AppServices } from "#server/context.ts";
import { appointmentRow, paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { withFakePaypalApp } from "#tests/support/fake-paypal-app.ts";
import { startJobQueue, stopJobQueue } from "./job-queue.ts";
import { REFUND_QUEUE, refundRetryTiming, startRefundRetries } from "./refund-retries.ts";

/**
 * The deposit refunds' retry queue, on the job queue the server runs (pg-boss on this test's database) against
 * the contract-checked fake PayPal: what happens to a refund PayPal could not make when the patient cancelled.
 */
const paypal = withFakePaypalApp();
const fast = { limit: 5, delaySeconds: 1, maxDelaySeconds: 2, pollingIntervalSeconds: 0.5 };
let slots: string[];
let boss: PgBoss;
/** The app's services with the job queue started, as server/services.ts makes them. */
let services: AppServices;

/** The server's start: the job queue, then the refund worker with its start-up round (server/services.ts). */
async function startServerQueue(): Promise<void> {
  boss = await startJobQueue(paypal.t.services.database, pino({ level: "silent" }));
  services = { ...paypal.t.services, jobs: boss };
  await startRefundRetries(boss, services, fast);
}

beforeAll(async () => {
  slots = await openSlots(paypal.t.app);
  await startServerQueue();
}, 60_000);

// Registered after withFakePaypalApp's, so it runs before the app and its database close.
afterAll(async () => {
  await stopJobQueue(boss);
});

const refundPath = (captureId: string) => `/v2/payments/captures/${captureId}/refund`;
const refundCalls = (captureId: string) => paypal.fake.requests.filter((r) => r.method === "POST" && r.path === refundPath(captureId));
const refundOf = async (appointmentId: string) =>
  (await services.database.db.select().from(depositRefunds).where(eq(depositRefunds.appointmentId, appointmentId)))[0]!;

async function booked(slot: string, email: string) {
  const id = await paidAppointment(paypal.t, slot, email, paypal.fake);
  const row = await appointmentRow(paypal.t, id);
  return { id, captureId: paypal.fake.orders.get(row.paymentOrderId!)!.capture!.id, orderId: row.paymentOrderId! };
}

/** Polls the database until `check` holds; the job queue works on its own timer. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe("the refund retry queue", () => {
  it("queues one retry, a minute on, when PayPal is down at the cancellation; queueing again adds none", async () => {
    const { id, captureId } = await booked(slots[0]!, "queued@example.com");
    paypal.fake.failNext(refundPath(captureId));
    const cancelled = await cancelBooking(services, { appointmentId: id, by: "practice", deposit: "refund" });
    expect(cancelled.refund).toMatchObject({ status: "pending", attempts: 1, lastError: "PaymentProviderUnavailableError" });

    const jobs = await boss.findJobs<{ refundId: string }>(REFUND_QUEUE, { key: cancelled.refund!.id });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      state: "created",
      data: { refundId: cancelled.refund!.id },
      retryLimit: refundRetryTiming.limit,
      retryDelay: refundRetryTiming.delaySeconds,
      retryBackoff: true,
    });
    // Not at once: PayPal has just failed. A minute on, whatever the clocks of the test and the database say.
    expect((jobs[0]!.startAfter.getTime() - jobs[0]!.createdOn.getTime()) / 1000).toBeCloseTo(refundRetryTiming.delaySeconds, 0);

    // Cancelling again asks PayPal nothing and queues nothing more.
    await cancelBooking(services, { appointmentId: id, by: "practice", deposit: "refund" });
    expect(await boss.findJobs(REFUND_QUEUE, { key: cancelled.refund!.id })).toHaveLength(1);
    expect(refundCalls(captureId)).toHaveLength(1);
  });

  it("after a restart, retries a refund left pending until PayPal is back: one refund at PayPal, under one request id", async () => {
    const { id, captureId, orderId } = await booked(slots[1]!, "retried@example.com");
    // Down at the cancellation and for the first retry; the second retry goes through.
    paypal.fake.failNext(refundPath(captureId), 2);
    // A process without its queue (stopped before the retry was queued): the refund is left pending.
    const cancelled = await cancelBooking({ ...services, jobs: null }, { appointmentId: id, by: "practice", deposit: "refund" });
    expect(cancelled.refund).toMatchObject({ status: "pending", attempts: 1 });
    expect(await boss.findJobs(REFUND_QUEUE, { key: cancelled.refund!.id })).toEqual([]);

    // After a restart the worker's start-up round finds it, and the queue retries it until PayPal makes it.
    await stopJobQueue(boss);
    await startServerQueue();
    await until(async () => (await refundOf(id)).status === "completed", "the refund completed");

    const refund = await refundOf(id);
    expect(refund).toMatchObject({ status: "completed", attempts: 3, lastError: null, claimedUntil: null, amountCents: 9_000 });
    expect(refund.providerRefundId).toBeTruthy();
    const calls = refundCalls(captureId);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.headers["paypal-request-id"]))).toEqual(new Set([`deposit-cancel-refund-${id}`]));
    for (const call of calls) expect(call.body).toEqual({ amount: { value: "90.00", currency_code: "AUD" } });
    const [order] = await services.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(order!.status).toBe("refunded");
    await until(async () => (await boss.findJobs(REFUND_QUEUE, { key: refund.id }))[0]?.state === "completed", "the job completed");
  });
});
