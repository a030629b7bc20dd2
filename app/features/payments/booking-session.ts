import { useMemo, useSyncExternalStore } from "react";
import { z } from "zod";
import type { CompletedBooking } from "./payment-schemas.ts";

/**
 * The booking flow's session-storage keys (spec §3 "Session storage keys"), read defensively: a value from an
 * older page or another tab that does not parse counts as absent.
 */
const pendingAppointmentSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().optional().default(""),
  selectedTime: z.string(),
  serviceId: z.number().optional(),
  timestamp: z.string().optional(),
  /** The slot kept for the patient while they pay (POST /api/bookings/hold). */
  holdId: z.string().optional(),
});
export type PendingAppointment = z.output<typeof pendingAppointmentSchema>;

const bookingDataSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().optional().default(""),
  serviceId: z.number().optional(),
});
export type BookingData = z.output<typeof bookingDataSchema>;

const paymentConfirmationSchema = z.object({
  paypalOrderId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
});
export type PaymentConfirmation = z.output<typeof paymentConfirmationSchema>;

function parse<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function getItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  return parse(getItem(key), schema);
}

const subscribeNothing = () => () => {};

/**
 * A session value for rendering: undefined while the page renders on the server (and hydrates), then the
 * parsed value or null when absent. Read through useSyncExternalStore so the server's HTML and the first
 * browser render agree.
 */
function useStored<T>(key: string, schema: z.ZodType<T>): T | null | undefined {
  const raw = useSyncExternalStore(subscribeNothing, () => getItem(key), () => undefined);
  return useMemo(() => (raw === undefined ? undefined : parse(raw, schema)), [raw, schema]);
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the page still shows the outcome; only a reload loses it.
  }
}

export const readPendingAppointment = () => read("pendingAppointment", pendingAppointmentSchema);
export const readBookingData = () => read("bookingData", bookingDataSchema);
export const readPaymentConfirmation = () => read("paymentConfirmationData", paymentConfirmationSchema);
const completedBookingSchema = z.custom<CompletedBooking>((v) => typeof v === "object" && v !== null && "appointmentId" in v);
export const readCompletedBooking = () => read("completedBooking", completedBookingSchema);

export const usePendingAppointment = () => useStored("pendingAppointment", pendingAppointmentSchema);
export const useBookingData = () => useStored("bookingData", bookingDataSchema);
export const usePaymentConfirmation = () => useStored("paymentConfirmationData", paymentConfirmationSchema);
export const useCompletedBooking = () => useStored("completedBooking", completedBookingSchema);

export const saveCompletedBooking = (booking: CompletedBooking) => write("completedBooking", booking);
export const savePaymentConfirmation = (value: PaymentConfirmation) => write("paymentConfirmationData", value);
export const savePaypalOrder = (id: string) => write("paypalOrderData", { id });
export const readPaypalOrder = () => read("paypalOrderData", z.object({ id: z.string() }));

/** 'Return to Home': the flow's keys go, so a new booking starts clean. */
export function clearBookingSession(): void {
  for (const key of ["pendingAppointment", "bookingData", "completedBooking", "paymentConfirmationData", "paypalOrderData"]) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Storage disabled: nothing was stored.
    }
  }
}
