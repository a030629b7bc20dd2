import type { Slot } from "#core/scheduling/slots.ts";

/** Who books the calendar: the built-in scheduler (default) or Calendly when configured (docs/product/decisions.md, 6). */
export type SchedulingProviderName = "builtin" | "calendly";

export interface BookRequest {
  start: Date;
  name: string;
  email: string;
  phone: string;
  /** The patient's IANA zone, so the provider's own emails show their time. */
  timeZone: string | null;
}

/** Where the provider keeps the booking; null fields when the provider is this site itself. */
export interface ProviderBooking {
  eventUri: string | null;
  inviteeUri: string | null;
  start: Date;
  end: Date;
}

/**
 * What the product does with a scheduler, one method each: list open times, book one, cancel one. Holding
 * a slot while the patient pays is always this site's own row (the appointments table), whatever provider.
 */
export interface SchedulingProvider {
  readonly name: SchedulingProviderName;
  availableSlots(options: { now: Date }): Promise<Slot[]>;
  book(request: BookRequest): Promise<ProviderBooking>;
  cancel(booking: { eventUri: string | null; reason: string }): Promise<void>;
}

/** The provider could not be reached or answered something unusable. */
export class SchedulingProviderError extends Error {
  override name = "SchedulingProviderError";
}
