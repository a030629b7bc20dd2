import { describe, expect, it } from "vitest";
import { createFeeSchedule, defaultFeeSchedule } from "#core/fees.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { paymentMethodLabel, toAdminAppointment } from "./admin-appointment-view.ts";

const start = new Date("2026-07-01T00:00:00Z");
const row: AppointmentRow = {
  id: "3f2b8c1e-0000-4000-8000-000000000001",
  practitionerId: "main",
  serviceId: 1,
  status: "confirmed",
  name: "Sam Patient",
  email: "sam@example.com",
  phone: "0400 000 000",
  notes: "Left ACL",
  patientTimeZone: "Australia/Perth",
  patientId: null,
  startAt: start,
  endAt: new Date(start.getTime() + 30 * 60_000),
  blockedUntil: new Date(start.getTime() + 45 * 60_000),
  holdExpiresAt: null,
  schedulingProvider: "builtin",
  externalEventUri: null,
  externalInviteeUri: null,
  paymentProvider: "paypal",
  paymentOrderId: "PAYPAL-ORDER-1",
  payerId: null,
  savedPaymentMethodId: "VAULT-1",
  depositCents: null,
  depositPaidAt: new Date("2026-06-01T00:00:00Z"),
  balanceCents: null,
  balancePaidAt: null,
  consultationCompletedAt: null,
  cancelledAt: null,
  manageTokenHash: null,
  roomTokenHash: null,
  inviteSequence: 0,
  reminderSentFor: null,
  createdAt: new Date("2026-06-01T00:00:00Z"),
  updatedAt: new Date("2026-06-01T00:00:00Z"),
};

describe("toAdminAppointment", () => {
  it("badges in the spec's order: Fully Paid, Ready for Final Payment, Scheduled, Pending", () => {
    const done = new Date();
    expect(toAdminAppointment({ ...row, depositPaidAt: null }, defaultFeeSchedule, []).badge).toBe("Pending");
    expect(toAdminAppointment(row, defaultFeeSchedule, []).badge).toBe("Scheduled");
    expect(toAdminAppointment({ ...row, consultationCompletedAt: done }, defaultFeeSchedule, []).badge).toBe("Ready for Final Payment");
    const paid = toAdminAppointment({ ...row, consultationCompletedAt: done, balancePaidAt: done }, defaultFeeSchedule, []);
    expect(paid).toMatchObject({ badge: "Fully Paid", isPaid: true, consultationCompleted: true, finalPaymentProcessed: true });
    // A balance paid through a link before the visit is marked complete still reads Fully Paid.
    expect(toAdminAppointment({ ...row, balancePaidAt: done }, defaultFeeSchedule, []).badge).toBe("Fully Paid");
  });

  it("names the method from the provider, Unknown for anything else", () => {
    expect(["paypal", "test", "stripe", "square", null].map(paymentMethodLabel)).toEqual([
      "PayPal",
      "Test",
      "Stripe",
      "Unknown",
      "Unknown",
    ]);
    const stripe = toAdminAppointment({ ...row, paymentProvider: "stripe", paymentOrderId: "pi_1" }, defaultFeeSchedule, []);
    expect(stripe).toMatchObject({ paymentMethod: "Stripe", stripePaymentIntentId: "pi_1", paypalOrderId: null, testMode: false });
    const test = toAdminAppointment({ ...row, paymentProvider: "test" }, defaultFeeSchedule, []);
    expect(test).toMatchObject({ paymentMethod: "Test", testMode: true, paypalOrderId: null });
    expect(toAdminAppointment(row, defaultFeeSchedule, []).paypalOrderId).toBe("PAYPAL-ORDER-1");
  });

  it("takes the appointment's own amounts, else the fee schedule's (never the spec's $60/$150)", () => {
    expect(toAdminAppointment(row, defaultFeeSchedule, [])).toMatchObject({ depositCents: 9_000, balanceCents: 9_000 });
    expect(toAdminAppointment(row, createFeeSchedule(20_000, 5_000), [])).toMatchObject({ depositCents: 5_000, balanceCents: 15_000 });
    expect(toAdminAppointment({ ...row, depositCents: 8_000, balanceCents: 10_000 }, defaultFeeSchedule, [])).toMatchObject({
      depositCents: 8_000,
      balanceCents: 10_000,
    });
  });

  it("names the patient's record, or none for a hold that lapsed unpaid", () => {
    const patientId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    expect(toAdminAppointment({ ...row, patientId }, defaultFeeSchedule, []).patientId).toBe(patientId);
    expect(toAdminAppointment({ ...row, patientId: null }, defaultFeeSchedule, []).patientId).toBeNull();
  });

  it("carries the time, Calendly's ownership, the saved method and cancellation", () => {
    const own = toAdminAppointment(row, defaultFeeSchedule, []);
    expect(own).toMatchObject({
      date: start.toISOString(),
      calendlyEventTime: null,
      canChargeSavedMethod: true,
      cancelled: false,
      schedulingProvider: "builtin",
      patientTimeZone: "Australia/Perth",
    });
    const calendly = toAdminAppointment(
      { ...row, schedulingProvider: "calendly", startAt: null, status: "awaiting_time", savedPaymentMethodId: null },
      defaultFeeSchedule,
      [],
    );
    expect(calendly).toMatchObject({ date: null, calendlyEventTime: null, schedulingProvider: "calendly", canChargeSavedMethod: false });
    expect(toAdminAppointment({ ...row, schedulingProvider: "calendly" }, defaultFeeSchedule, []).calendlyEventTime).toBe(
      start.toISOString(),
    );
    expect(toAdminAppointment({ ...row, status: "cancelled" }, defaultFeeSchedule, []).cancelled).toBe(true);
    expect(toAdminAppointment({ ...row, notes: "  " }, defaultFeeSchedule, []).notes).toBeNull();
  });
});
