import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompletedBooking } from "#contracts/payments.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentOrders, testProviderOrders } from "#db/schema/payments.ts";
import { holdSlot, openSlots, patient, postJson } from "#tests/support/booking-fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { icsEventProperties, icsText } from "#tests/support/ics-properties.ts";
import { findAppointmentByRoomToken } from "#server/video-room/room-link.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let slots: string[];
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp();
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());

async function createOrder(body: unknown): Promise<string> {
  const response = await postJson(t.app, "/paypal/order", body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const approve = (id: string) => t.app.request(`/paypal/test/orders/${id}/approve`, { method: "POST" });
const capture = (id: string) => t.app.request(`/paypal/order/${id}/capture`, { method: "POST" });
const complete = (body: Record<string, unknown>) =>
  postJson(t.app, "/api/complete-booking", { ...patient, serviceId: 1, paymentMethod: "paypal_billing", ...body });

async function appointment(id: string) {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

describe("deposit payment in test mode", () => {
  it("tells the page the provider and the deposit from the fee schedule", async () => {
    const response = await t.app.request("/paypal/config");
    expect(await response.json()).toMatchObject({
      provider: "test",
      depositCents: 9_000,
      consultationCents: 18_000,
      currency: "AUD",
      paypalClientId: null,
    });
  });

  it("books a held slot: order, approval, capture, a confirmed appointment and its two mails", async () => {
    const holdId = await holdSlot(t.app, slots[0]!);
    const orderId = await createOrder({ holdId, amount: "90.00", currency: "AUD", intent: "CAPTURE" });
    expect((await approve(orderId)).status).toBe(200);
    const captured = await capture(orderId);
    expect(captured.status).toBe(200);
    const { booking } = (await captured.json()) as { booking: CompletedBooking };
    expect(booking).toMatchObject({
      appointmentId: holdId,
      status: "confirmed",
      startTime: slots[0],
      depositCents: 9_000,
      balanceCents: 9_000,
      slotLost: false,
    });

    const row = await appointment(holdId);
    expect(row.status).toBe("confirmed");
    expect(row.paymentOrderId).toBe(orderId);
    expect(row.savedPaymentMethodId).toMatch(/^TESTPM-/);

    const mails = await db().select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    expect(mails.map((m) => m.kind).sort()).toEqual(["booking-confirmation", "booking-practice-notification"]);
    const confirmation = mails.find((m) => m.kind === "booking-confirmation")!;
    expect(confirmation.toAddress).toBe(patient.email);
    expect(confirmation.textBody).toContain("Booking Confirmed!");
    expect(confirmation.textBody).toMatch(/AE[SD]T \(Melbourne time\)/);
    // The patient booked from Perth: their own time is shown beside Melbourne's.
    expect(confirmation.textBody).toContain("(Perth time)");
    expect(confirmation.textBody).toContain("No real money moved.");
    const ics = Buffer.from((confirmation.attachments[0]!.ref as { base64: string }).base64, "base64").toString("utf8");
    expect(confirmation.attachments[0]!.contentType).toContain("method=REQUEST");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("TZID:Australia/Melbourne");
    expect(ics).toContain(`UID:${holdId}@`);
    // The consultation room's link: in the mail and the invitation, and working (its hash recorded with the mail).
    const roomUrl = t.services.roomLinks.urlFor(holdId);
    expect(confirmation.textBody).toContain(`Video consultation: ${roomUrl}`);
    expect(confirmation.htmlBody).toContain(`href="${roomUrl}"`);
    expect(confirmation.textBody).not.toMatch(/video link/i);
    expect(icsEventProperties(ics).get("URL")).toBe(roomUrl);
    expect(icsText(icsEventProperties(ics).get("LOCATION")!)).toBe(`Video consultation in your browser: ${roomUrl}`);
    expect(icsText(icsEventProperties(ics).get("DESCRIPTION")!)).toContain(roomUrl);
    expect((await findAppointmentByRoomToken(db(), t.services.roomLinks.tokenFor(holdId)))?.id).toBe(holdId);
    const practiceMail = mails.find((m) => m.kind === "booking-practice-notification")!;
    expect(practiceMail.textBody).toContain(`/admin/consultations/${holdId}`);

    // Completing again (the browser's own call after capture, a retry) answers the same booking.
    const again = await complete({ paypalOrderId: orderId, holdId, selectedTime: slots[0] });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { booking: CompletedBooking }).booking.appointmentId).toBe(holdId);
    expect(await db().select().from(mailOutbox)).toHaveLength(2);
  });

  it("charges the fee schedule's deposit whatever amount the browser sends", async () => {
    const holdId = await holdSlot(t.app, slots[1]!);
    const orderId = await createOrder({ holdId, amount: "1.00", currency: "USD", intent: "AUTHORIZE" });
    const [order] = await db().select().from(testProviderOrders).where(eq(testProviderOrders.id, orderId));
    expect(order).toMatchObject({ amountCents: 9_000, currency: "AUD" });
    const [ours] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(ours).toMatchObject({ amountCents: 9_000, currency: "AUD", appointmentId: holdId });
  });

  it("refuses to book with an order that was not captured", async () => {
    const holdId = await holdSlot(t.app, slots[2]!, { ...patient, email: "uncaptured@example.com" });
    const orderId = await createOrder({ holdId });
    const before = await complete({ paypalOrderId: orderId, holdId });
    expect(before.status).toBe(402);
    expect(await before.json()).toEqual({ error: "The payment has not been completed." });
    await approve(orderId);
    expect((await complete({ paypalOrderId: orderId, holdId })).status).toBe(402);
    expect((await appointment(holdId)).status).toBe("held");
  });

  it("reports a declined payment and books nothing", async () => {
    const holdId = await holdSlot(t.app, slots[3]!, { ...patient, email: "declined@example.com" });
    const orderId = await createOrder({ holdId });
    await t.app.request(`/paypal/test/orders/${orderId}/decline`, { method: "POST" });
    const response = await capture(orderId);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: "The payment was declined." });
    expect((await appointment(holdId)).status).toBe("held");
    const [ours] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(ours!.status).toBe("declined");
  });

  it("never pays for a second booking with one order", async () => {
    const firstHold = await holdSlot(t.app, slots[4]!, { ...patient, email: "first@example.com" });
    const orderId = await createOrder({ holdId: firstHold });
    await approve(orderId);
    expect((await capture(orderId)).status).toBe(200);
    const secondHold = await holdSlot(t.app, slots[5]!, { ...patient, email: "second@example.com" });
    const replay = await complete({ paypalOrderId: orderId, holdId: secondHold });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: "This payment has already been used for another booking." });
    expect((await appointment(secondHold)).status).toBe("held");
    // Without a hold id, the replay answers the booking the order already made, never a new one.
    const bare = await complete({ paypalOrderId: orderId });
    expect(((await bare.json()) as { booking: CompletedBooking }).booking.appointmentId).toBe(firstHold);
  });

  it("keeps the payment when the held time was taken meanwhile, and asks for a new time", async () => {
    const holdId = await holdSlot(t.app, slots[6]!, { ...patient, email: "late@example.com" });
    const orderId = await createOrder({ holdId });
    // The hold lapses while the patient is paying, and someone else takes the time.
    await db()
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(appointments.id, holdId));
    const otherHold = await holdSlot(t.app, slots[6]!, { ...patient, email: "other@example.com" });
    expect(otherHold).not.toBe(holdId);
    await approve(orderId);
    const response = await capture(orderId);
    expect(response.status).toBe(200);
    const { booking } = (await response.json()) as { booking: CompletedBooking };
    expect(booking).toMatchObject({ status: "awaiting_time", slotLost: true, startTime: null });
    expect((await appointment(booking.appointmentId)).status).toBe("awaiting_time");
    const [receipt] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "late@example.com"));
    expect(receipt!.kind).toBe("booking-deposit-receipt");
    // The patient picks a new time on /schedule-appointment.
    const scheduled = await postJson(t.app, "/api/update-booking-schedule", { paypalOrderId: orderId, scheduledTime: slots[7] });
    expect(scheduled.status).toBe(200);
    expect(((await scheduled.json()) as { booking: CompletedBooking }).booking).toMatchObject({ status: "confirmed", startTime: slots[7] });
  });

  it("refuses to take payment for a lapsed hold whose time someone else has taken", async () => {
    const holdId = await holdSlot(t.app, slots[10]!, { ...patient, email: "lapsed@example.com" });
    await db()
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(appointments.id, holdId));
    await holdSlot(t.app, slots[10]!, { ...patient, email: "taker@example.com" });
    const response = await postJson(t.app, "/paypal/order", { holdId });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "This time has just been booked. Please choose another time." });
    // A lapsed hold whose time is still free may still be paid for.
    const freeHold = await holdSlot(t.app, slots[11]!, { ...patient, email: "stillfree@example.com" });
    await db()
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(appointments.id, freeHold));
    expect((await postJson(t.app, "/paypal/order", { holdId: freeHold })).status).toBe(201);
  });

  it("pays first and schedules after (the direct-submit path)", async () => {
    const orderId = await createOrder({ ...patient, email: "payfirst@example.com", timeZone: "Europe/London", amount: "0.01" });
    await approve(orderId);
    const captured = (await (await capture(orderId)).json()) as { booking: CompletedBooking };
    expect(captured.booking).toMatchObject({ status: "awaiting_time", slotLost: false, patientTimeZone: "Europe/London" });
    // The receipt's "Choose your time" link finds the paid appointment from the order alone (whose it is only
    // for the browser that paid: order-privacy.api.test.ts).
    const linked = await t.app.request(`/paypal/order/${orderId}/booking`);
    expect(await linked.json()).toEqual({ paypalOrderId: orderId });
    const receipt = (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "payfirst@example.com")))[0]!;
    expect(receipt.textBody).toContain(`/schedule-appointment?order=${orderId}`);
    const taken = await postJson(t.app, "/api/update-booking-schedule", { paypalOrderId: orderId, scheduledTime: slots[0] });
    expect(taken.status).toBe(409);
    const response = await postJson(t.app, "/api/update-booking-schedule", {
      paypalOrderId: orderId,
      scheduledTime: slots[8],
      calendlyUri: null,
    });
    expect(response.status).toBe(200);
    const { booking } = (await response.json()) as { booking: CompletedBooking };
    expect(booking).toMatchObject({ status: "confirmed", startTime: slots[8] });
    const again = await postJson(t.app, "/api/update-booking-schedule", { paypalOrderId: orderId, scheduledTime: slots[8] });
    expect(again.status).toBe(200);
    expect((await t.app.request(`/paypal/order/${orderId}/booking`)).status).toBe(404);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "payfirst@example.com"));
    expect(mails.map((m) => m.kind).sort()).toEqual(["booking-confirmation", "booking-deposit-receipt"]);
    const confirmation = mails.find((m) => m.kind === "booking-confirmation")!;
    expect(confirmation.textBody).toContain("(London time)");
  });

  it("answers bad input with 4xx and the form's messages, never a 500", async () => {
    const empty = await postJson(t.app, "/paypal/order", {});
    expect(empty.status).toBe(400);
    const badDetails = await postJson(t.app, "/paypal/order", { name: "S", email: "nope", phone: "1" });
    expect(badDetails.status).toBe(400);
    expect(JSON.stringify(await badDetails.json())).toMatch(/Please enter (your name|a valid email address|a valid phone number)/);
    const unknownHold = await postJson(t.app, "/paypal/order", { holdId: "00000000-0000-4000-8000-000000000000" });
    expect(unknownHold.status).toBe(404);
    const broken = await t.app.request("/api/complete-booking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    const missing = await postJson(t.app, "/api/complete-booking", { name: "x" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { paypalOrderId: expect.any(String) } });
    expect((await postJson(t.app, "/api/complete-booking", { paypalOrderId: "NO-SUCH-ORDER" })).status).toBe(404);
    expect((await capture("NO-SUCH-ORDER")).status).toBe(404);
    expect((await postJson(t.app, "/api/update-booking-schedule", { paypalOrderId: "X1", scheduledTime: "tomorrow" })).status).toBe(400);
  });

  it("believes no webhook in test mode", async () => {
    const response = await postJson(t.app, "/paypal/webhook", { id: "WH-1", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Webhook signature could not be verified" });
  });

  it("requires an approval token for billing, and accepts only methods it saved", async () => {
    const missing = await postJson(t.app, "/paypal/billing/execute-agreement", {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { token: "Missing approval token" } });
    const saved = await postJson(t.app, "/paypal/billing/execute-agreement", { token: "TEST-SETUP-00112233AABBCCDD" });
    expect(saved.status).toBe(200);
    const { agreementId, payerId } = (await saved.json()) as { agreementId: string; payerId: string };
    expect(agreementId).toBe("TESTPM-00112233AABBCCDD");
    expect(payerId).toBe("TEST-PAYER");

    const holdId = await holdSlot(t.app, slots[9]!, { ...patient, email: "billing@example.com" });
    const orderId = await createOrder({ holdId });
    await approve(orderId);
    await capture(orderId);
    const forged = await postJson(
      t.app,
      `/api/appointments/by-paypal-order/${orderId}`,
      { paypalBillingAgreementId: "TESTPM-FORGED" },
      "PATCH",
    );
    expect(forged.status).toBe(400);
    const attached = await postJson(
      t.app,
      `/api/appointments/by-paypal-order/${orderId}`,
      { paypalBillingAgreementId: agreementId, paypalPayerId: payerId },
      "PATCH",
    );
    expect(attached.status).toBe(200);
    expect((await appointment(holdId)).savedPaymentMethodId).toBe(agreementId);
  });

  // Last: it uses up the address's allowance of orders.
  it("limits how many orders one address can create", async () => {
    let answer: Response | undefined;
    for (let attempt = 0; attempt <= 60; attempt += 1) {
      answer = await postJson(t.app, "/paypal/order", {});
      if (answer.status === 429) break;
    }
    expect(answer!.status).toBe(429);
    expect(await answer!.json()).toEqual({ error: "Too many payment requests. Please wait a few minutes and try again." });
  });
});
