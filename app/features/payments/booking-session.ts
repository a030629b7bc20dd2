import { useMemo, useSyncExternalStore } from "react";
import type { CompletedBooking } from "#contracts/payments.ts";

/**
 * The payment flow's session-storage keys after the deposit is paid (docs/product/spec.md §3 "Session storage
 * keys"; what comes before the payment the server hands over, docs/decisions/0037), read defensively: a value
 * from an older page or another tab that does not have the expected shape counts as absent. Checked by hand
 * rather than with zod, to keep the payment pages' JavaScript small.
 *
 * The paid order waiting for a time. The patient's details are there when this browser knows them: it paid,
 * or the server recognised its checkout cookie; a receipt link opened elsewhere has the order alone.
 */
export interface PaymentConfirmation {
  paypalOrderId: string;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
}

/** `completedBooking`: the server's answer, which names no one, with the details this browser was given. */
export interface ConfirmedBooking extends CompletedBooking {
  name?: string;
  email?: string;
  phone?: string;
}

type Reader<T> = (value: unknown) => T | null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const strings = (value: Record<string, unknown>, keys: readonly string[]) => keys.every((key) => typeof value[key] === "string");

const optionalStrings = (value: Record<string, unknown>, keys: readonly string[]) =>
  keys.every((key) => value[key] === undefined || typeof value[key] === "string");

const paymentConfirmationSchema: Reader<PaymentConfirmation> = (value) =>
  isRecord(value) && strings(value, ["paypalOrderId"]) && optionalStrings(value, ["customerName", "customerEmail", "customerPhone"])
    ? (value as unknown as PaymentConfirmation)
    : null;

const completedBookingSchema: Reader<ConfirmedBooking> = (value) =>
  isRecord(value) && typeof value.appointmentId === "string" && optionalStrings(value, ["name", "email", "phone"])
    ? (value as unknown as ConfirmedBooking)
    : null;

const paypalOrderSchema: Reader<{ id: string }> = (value) => (isRecord(value) && typeof value.id === "string" ? { id: value.id } : null);

function parse<T>(raw: string | null, schema: Reader<T>): T | null {
  if (!raw) return null;
  try {
    return schema(JSON.parse(raw));
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

function read<T>(key: string, schema: Reader<T>): T | null {
  return parse(getItem(key), schema);
}

const subscribeNothing = () => () => {};

/**
 * A session value for rendering: undefined while the page renders on the server (and hydrates), then the
 * parsed value or null when absent. Read through useSyncExternalStore so the server's HTML and the first
 * browser render agree.
 */
function useStored<T>(key: string, schema: Reader<T>): T | null | undefined {
  const raw = useSyncExternalStore(
    subscribeNothing,
    () => getItem(key),
    () => undefined,
  );
  return useMemo(() => (raw === undefined ? undefined : parse(raw, schema)), [raw, schema]);
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the page still shows the outcome; only a reload loses it.
  }
}

export const readPaymentConfirmation = () => read("paymentConfirmationData", paymentConfirmationSchema);
export const readCompletedBooking = () => read("completedBooking", completedBookingSchema);

export const usePaymentConfirmation = () => useStored("paymentConfirmationData", paymentConfirmationSchema);
export const useCompletedBooking = () => useStored("completedBooking", completedBookingSchema);

export const saveCompletedBooking = (booking: ConfirmedBooking) => write("completedBooking", booking);
export const savePaymentConfirmation = (value: PaymentConfirmation) => write("paymentConfirmationData", value);
export const savePaypalOrder = (id: string) => write("paypalOrderData", { id });
export const readPaypalOrder = () => read("paypalOrderData", paypalOrderSchema);

/** 'Return to Home': the flow's keys go, so a new booking starts clean. */
export function clearBookingSession(): void {
  for (const key of ["completedBooking", "paymentConfirmationData", "paypalOrderData"]) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Storage disabled: nothing was stored.
    }
  }
}
