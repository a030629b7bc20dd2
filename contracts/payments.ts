import "./zod-jitless.ts";
import { z } from "zod";
import { bookingDetailsSchema } from "./booking.ts";
import { singleLine } from "./text-fields.ts";

/**
 * The payment calls' payloads (docs/product/spec.md §7), one schema each, used by the checkout page and by the server.
 * Amounts, currency and intent sent by the browser are accepted in the payload and ignored: the server
 * charges the deposit from its fee schedule (docs/product/decisions.md, 2).
 */
const ignoredMoneyFields = {
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
  intent: z.unknown().optional(),
};

/** POST /paypal/order: the held slot to pay for, or the patient's details on the pay-first path. */
export const createOrderSchema = z.union([
  z.object({ holdId: z.uuid("Please start the booking process again"), ...ignoredMoneyFields }),
  // The booking details schema is written with zod/mini (a lighter booking page); its shape composes here.
  z.object({ ...bookingDetailsSchema.shape, timeZone: z.string().check(singleLine()).max(64).optional(), ...ignoredMoneyFields }),
]);
export type CreateOrderPayload = z.input<typeof createOrderSchema>;

const orderId = z
  .string()
  .trim()
  .min(1, "A payment order is required")
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, "Unknown payment order");

/** POST /api/complete-booking: docs/product/spec.md §3 "Appointment (as sent on completing a booking)", plus the hold id. */
export const completeBookingSchema = z.object({
  paypalOrderId: orderId,
  holdId: z.uuid().nullish(),
  name: z.string().check(singleLine()).optional(),
  email: z.string().check(singleLine()).optional(),
  phone: z.string().check(singleLine()).optional(),
  serviceId: z.number().optional(),
  selectedTime: z.string().nullish(),
  calendlyEventTime: z.string().nullish(),
  paymentMethod: z.string().optional(),
  paypalBillingAgreementId: z.string().nullish(),
  paypalPayerId: z.string().nullish(),
});
export type CompleteBookingPayload = z.input<typeof completeBookingSchema>;

/** POST /api/update-booking-schedule: the pay-first path gives its paid appointment a time. */
export const updateBookingScheduleSchema = z
  .object({
    paypalOrderId: orderId,
    // Calendly's widget message names the event, not its time: the server reads the time from Calendly.
    scheduledTime: z.iso.datetime({ offset: true, error: "Please choose one of the available times" }).nullish(),
    calendlyUri: z.url().nullish(),
  })
  .refine((value) => value.scheduledTime || value.calendlyUri, {
    path: ["scheduledTime"],
    message: "Please choose one of the available times",
  });
export type UpdateBookingSchedulePayload = z.input<typeof updateBookingScheduleSchema>;

/** POST /paypal/billing/execute-agreement: the approval redirect's token (a vault setup token). */
export const executeAgreementSchema = z.object({
  token: z
    .string({ error: "Missing approval token" })
    .trim()
    .min(1, "Missing approval token")
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, "Missing approval token"),
});

/** PATCH /api/appointments/by-paypal-order/{orderId}. */
export const attachBillingSchema = z.object({
  paypalBillingAgreementId: z.string().trim().min(1).max(128),
  paypalPayerId: z.string().trim().max(128).nullish(),
});

/**
 * What the server answers once a deposit is booked. It names no one: whoever knows an
 * order id may ask, so the browser adds the details it was given itself before keeping it as `completedBooking`.
 */
export interface CompletedBooking {
  appointmentId: string;
  /** 'confirmed' with a time, or 'awaiting_time' when the patient still has to choose one. */
  status: "confirmed" | "awaiting_time";
  startTime: string | null;
  endTime: string | null;
  patientTimeZone: string | null;
  depositCents: number;
  balanceCents: number;
  paymentProvider: string;
  paypalOrderId: string;
  /** Set when the held time was lost while paying: the payment is kept and a new time must be chosen. */
  slotLost: boolean;
  /** The manage-booking page (cancel, reschedule): only in the capture's answer to the browser that paid. */
  manageUrl?: string;
  /** The pre-consultation form, while the patient has not submitted one: like `manageUrl`, for the browser that paid. */
  intakeUrl?: string;
}

/**
 * GET /paypal/order/{id}/booking: the paid appointment waiting for a time, from the receipt's link. The
 * patient's name and email only for the browser that paid (its checkout cookie); anyone else gets the order alone.
 */
export interface OrderAwaitingTime {
  paypalOrderId: string;
  customerName?: string;
  customerEmail?: string;
}

/** GET /paypal/config: what the checkout page needs to draw the right payment button. */
export interface PaymentClientConfig {
  provider: "test" | "paypal";
  depositCents: number;
  consultationCents: number;
  currency: "AUD";
  /** PayPal's public client id, for its JS SDK; null in test mode. */
  paypalClientId: string | null;
  calendlyUrl: string | null;
}
