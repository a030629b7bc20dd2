import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CompletedBooking } from "#contracts/payments.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentOrders, paymentWebhookEvents } from "#db/schema/payments.ts";
import { holdSlot, openSlots, patient, postJson } from "#tests/support/booking-fixtures.ts";
import { withFakePaypalApp } from "#tests/support/fake-paypal-app.ts";

const paypal = withFakePaypalApp();
let slots: string[];
const db = () => paypal.t.services.database.db;

beforeAll(async () => {
  slots = await openSlots(paypal.t.app);
}, 60_000);

async function createOrder(holdId: string): Promise<string> {
  const response = await postJson(paypal.t.app, "/paypal/order", { holdId, amount: "90.00", currency: "AUD", intent: "CAPTURE" });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const capture = (id: string) => paypal.t.app.request(`/paypal/order/${id}/capture`, { method: "POST" });

function deliver(body: string, headers: Record<string, string>) {
  return paypal.t.app.request("/paypal/webhook", { method: "POST", headers, body });
}

async function appointmentsFor(email: string) {
  return db().select().from(appointments).where(eq(appointments.email, email));
}

describe("deposit payment through PayPal (the fake)", () => {
  it("gives the page PayPal's public client id, never the secret", async () => {
    const config = await (await paypal.t.app.request("/paypal/config")).json();
    expect(config).toMatchObject({ provider: "paypal", paypalClientId: paypal.fake.clientId, depositCents: 9_000 });
    expect(JSON.stringify(config)).not.toContain(paypal.fake.clientSecret);
  });

  it("creates the order with PayPal for the deposit, linked to our record, and books after capture", async () => {
    const holdId = await holdSlot(paypal.t.app, slots[0]!, { ...patient, email: "paypal@example.com" });
    const orderId = await createOrder(holdId);
    const sent = paypal.fake.orders.get(orderId)!;
    const [ours] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(sent.purchaseUnit).toMatchObject({ custom_id: ours!.id, amount: { currency_code: "AUD", value: "90.00" } });
    expect(sent.vaultRequested).toBe(true);
    paypal.fake.approve(orderId, "PAYERXYZ");
    const response = await capture(orderId);
    expect(response.status).toBe(200);
    const { booking } = (await response.json()) as { booking: CompletedBooking };
    expect(booking).toMatchObject({ status: "confirmed", appointmentId: holdId, paymentProvider: "paypal" });
    const [row] = await appointmentsFor("paypal@example.com");
    expect(row).toMatchObject({ status: "confirmed", payerId: "PAYERXYZ", paymentOrderId: orderId });
    expect(row!.savedPaymentMethodId).toBe(paypal.fake.orders.get(orderId)!.vaultId);
  });

  it("books from the webhook when the patient's tab closed after paying, once however often it arrives", async () => {
    const holdId = await holdSlot(paypal.t.app, slots[1]!, { ...patient, email: "closedtab@example.com" });
    const orderId = await createOrder(holdId);
    paypal.fake.approve(orderId);
    // The capture happened (PayPal's own flow) but our server never heard back from the browser.
    const order = paypal.fake.orders.get(orderId)!;
    order.status = "COMPLETED";
    order.capture = { id: "CAPTUREDBYPAYPAL1", status: "COMPLETED" };
    const body = paypal.fake.captureEvent(orderId);

    const forged = await deliver(body, paypal.fake.signWebhook(body, false));
    expect(forged.status).toBe(400);
    expect((await appointmentsFor("closedtab@example.com"))[0]!.status).toBe("held");

    const headers = paypal.fake.signWebhook(body);
    const first = await deliver(body, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "applied" });
    const second = await deliver(body, headers);
    expect(await second.json()).toEqual({ status: "duplicate" });
    const rows = await appointmentsFor("closedtab@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("confirmed");
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "closedtab@example.com"));
    expect(mails).toHaveLength(1);
    // Paid through PayPal: no test-mode line (a test-mode booking's mails carry one, docs/product/decisions.md, 20).
    expect(mails[0]!.textBody).not.toContain("No real money moved");
    expect(await db().select().from(paymentWebhookEvents)).toHaveLength(1);
  });

  it("applies refund, denial and vault-token webhooks to our records", async () => {
    const holdId = await holdSlot(paypal.t.app, slots[5]!, { ...patient, email: "refund@example.com" });
    const orderId = await createOrder(holdId);
    paypal.fake.approve(orderId);
    expect((await capture(orderId)).status).toBe(200);
    const captureId = paypal.fake.orders.get(orderId)!.capture!.id;
    const refund = JSON.stringify({
      id: "WH-REFUND-1",
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource_type: "refund",
      resource: {
        id: "REFUND1",
        status: "COMPLETED",
        links: [{ rel: "up", href: `${paypal.fake.url}/v2/payments/captures/${captureId}` }],
      },
    });
    expect(await (await deliver(refund, paypal.fake.signWebhook(refund))).json()).toEqual({ status: "applied" });
    const [refunded] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(refunded!.status).toBe("refunded");

    const other = await createOrder(await holdSlot(paypal.t.app, slots[6]!, { ...patient, email: "denied@example.com" }));
    const denied = JSON.stringify({
      id: "WH-DENIED-1",
      event_type: "PAYMENT.CAPTURE.DENIED",
      resource_type: "capture",
      resource: { id: "CAPDENIED", status: "DECLINED", supplementary_data: { related_ids: { order_id: other } } },
    });
    expect(await (await deliver(denied, paypal.fake.signWebhook(denied))).json()).toEqual({ status: "applied" });
    const [declined] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, other));
    expect(declined!.status).toBe("declined");

    // A vault token created for a booked order that had none yet becomes the appointment's saved method.
    await db().update(paymentOrders).set({ savedMethodId: null }).where(eq(paymentOrders.providerOrderId, orderId));
    const vault = JSON.stringify({
      id: "WH-VAULT-1",
      event_type: "VAULT.PAYMENT-TOKEN.CREATED",
      resource_type: "payment_token",
      resource: { id: "vaulttok1", metadata: { order_id: orderId } },
    });
    expect(await (await deliver(vault, paypal.fake.signWebhook(vault))).json()).toEqual({ status: "applied" });
    const [withToken] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(withToken!.savedMethodId).toBe("vaulttok1");
  });

  it("refuses a capture that does not match the deposit", async () => {
    const holdId = await holdSlot(paypal.t.app, slots[2]!, { ...patient, email: "tampered@example.com" });
    const orderId = await createOrder(holdId);
    // The order was altered on the way (a patched order, a different amount): PayPal reports 1.00.
    paypal.fake.orders.get(orderId)!.purchaseUnit.amount = { currency_code: "AUD", value: "1.00" };
    paypal.fake.approve(orderId);
    const response = await capture(orderId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "The payment does not match the deposit for this booking." });
    expect((await appointmentsFor("tampered@example.com"))[0]!.status).toBe("held");
  });

  it("reports a declined capture, and lets the patient try again", async () => {
    const holdId = await holdSlot(paypal.t.app, slots[3]!, { ...patient, email: "bank@example.com" });
    const orderId = await createOrder(holdId);
    paypal.fake.approve(orderId);
    paypal.fake.declineNextCapture();
    const declined = await capture(orderId);
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { error: string }).error).toMatch(/declined/);
    // The patient retries: this time the bank accepts.
    const retried = await capture(orderId);
    expect(retried.status).toBe(200);
  });

  it("two tabs completing the same order at once make one booking", async () => {
    const holdId = await holdSlot(paypal.t.app, slots[7]!, { ...patient, email: "twotabs@example.com" });
    const orderId = await createOrder(holdId);
    paypal.fake.approve(orderId);
    // Capture without booking (as if the capture answer was lost), then both tabs complete at once.
    const order = paypal.fake.orders.get(orderId)!;
    order.status = "COMPLETED";
    order.capture = { id: "CAPTURETWOTABS", status: "COMPLETED" };
    const body = { paypalOrderId: orderId, holdId, ...patient };
    const answers = await Promise.all(Array.from({ length: 6 }, () => postJson(paypal.t.app, "/api/complete-booking", body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bookings = await Promise.all(answers.map(async (a) => ((await a.json()) as { booking: CompletedBooking }).booking));
    expect(new Set(bookings.map((b) => b.appointmentId))).toEqual(new Set([holdId]));
    const [ours] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(ours!.redeemedAppointmentId).toBe(holdId);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "twotabs@example.com"))).toHaveLength(1);
  });
});
