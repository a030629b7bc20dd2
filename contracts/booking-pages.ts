import type { Slot } from "#core/scheduling/slots.ts";
import type { BookingDetails, HoldRequest, HoldResponse } from "./booking.ts";
import type { Outcome } from "./form-reply.ts";
import type { RescheduleOptions, RescheduleResult } from "./reschedule.ts";

/** What the checkout pays for: the time held for this browser, or the details of the pay-first path. */
export interface CheckoutSubject extends BookingDetails {
  holdId: string | null;
  selectedTime: string | null;
  /** The patient's IANA zone, when their browser told it. */
  timeZone: string | null;
  /** The details were saved a moment ago by the booking form (its 'Information Saved' is said on arrival). */
  justSaved: boolean;
}

/** The booking pages' reads and writes (docs/decisions/0037): the API's use-cases, the handover to the checkout. */
export interface BookingPages {
  /** The open times of the active scheduler, or null when it could not be asked (the page's empty message). */
  availableTimes(): Promise<Slot[] | null>;
  /** Holds the chosen time as POST /api/bookings/hold does; answers the Set-Cookie handing it to the checkout. */
  hold(request: HoldRequest): Promise<Outcome<{ setCookie: string }>>;
  /** The pay-first path: the details handed to the checkout, nothing held. */
  payFirst(details: BookingDetails, timeZone: string | null): Promise<Outcome<{ setCookie: string }>>;
  /** What this browser is checking out, from its handover cookie; null when there is nothing. */
  checkout(request: Request): Promise<CheckoutSubject | null>;
  /** The reschedule page's appointment, rule and times, as GET …/times answers; null for an unknown link. */
  rescheduleOptions(token: string): Promise<RescheduleOptions | null>;
  /** A new time held for the appointment, as POST …/hold. */
  holdForReschedule(token: string, startTime: string): Promise<Outcome<HoldResponse>>;
  /** The appointment moved to the held time, as POST …/reschedule. */
  moveToHeldTime(token: string, holdId: string): Promise<Outcome<RescheduleResult>>;
}
