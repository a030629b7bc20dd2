import { wakeWaitingForm } from "#app/lib/first-use.ts";
import type { BookingDetails } from "#contracts/booking.ts";

/**
 * How the booking section reaches its details form. The form is an island (its own React root, loaded on
 * first use); picking a time needs it: validated as a submit would be, its fields marked with the server's
 * messages, its submit held while a time is being held.
 */
export interface DetailsForm {
  /** The details, parsed, or null with the errors shown and the first invalid field focused. */
  validDetails(): Promise<BookingDetails | null>;
  showFieldErrors(fields: Record<string, string>): void;
  setBusy(busy: boolean): void;
}

let connected: DetailsForm | null = null;
let waiting: ((form: DetailsForm) => void)[] = [];

/** Called by the form when it has taken over; returns the disconnect. */
export function connectDetailsForm(form: DetailsForm): () => void {
  connected = form;
  for (const resolve of waiting) resolve(form);
  waiting = [];
  return () => {
    if (connected === form) connected = null;
  };
}

/** The details form, loading it first if the patient has not touched it yet. */
export function detailsForm(): Promise<DetailsForm> {
  if (connected) return Promise.resolve(connected);
  wakeWaitingForm();
  return new Promise((resolve) => waiting.push(resolve));
}
