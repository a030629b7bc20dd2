import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, postJson, serverMessageOf } from "#app/lib/api-client.ts";
import { browserTimeZone } from "#app/lib/browser-time-zone.ts";
import type { BookingDetails, HoldResponse } from "#contracts/booking.ts";
import { savePendingAppointment } from "./booking-storage.ts";
import type { DetailsForm } from "./details-form-bridge.ts";

type HoldOutcome =
  | { status: "held" }
  /** Someone else took the time first: the list needs asking again. */
  | { status: "taken" }
  | { status: "failed"; fields: Record<string, string> };

/** What picking a time changes on the booking section around the form. */
export interface PickEffects {
  /** The time being held (every time's button waits), or null when none is. */
  holding(startTime: string | null): void;
  /** The time is held: on to checkout. */
  held(): Promise<void> | void;
  /** Someone else took it first: ask for the times again. */
  taken(): void;
}

/**
 * A time picked (spec §4 "Booking flow"). The details form's own validation decides: an incomplete form
 * shows its errors and a toast, and nothing else happens; a valid one hands over the parsed (trimmed)
 * details, and the time is held while the form waits. Loaded with the first pick (docs/decisions/0015).
 */
export async function pickSlot(form: DetailsForm, startTime: string, page: PickEffects): Promise<void> {
  const details = await form.validDetails();
  if (!details) return warnIncompleteDetails();
  page.holding(startTime);
  form.setBusy(true);
  const outcome = await holdSlot(details, startTime);
  if (outcome.status === "held") return page.held();
  page.holding(null);
  form.setBusy(false);
  if (outcome.status === "taken") page.taken();
  else form.showFieldErrors(outcome.fields);
}

/** A slot picked with the details incomplete (spec §4 "Booking flow"): nothing else happens. */
function warnIncompleteDetails(): void {
  toast({
    variant: "destructive",
    title: "Please complete your details",
    description: "Fill in all required fields before selecting a time slot",
  });
}

/** Holds `startTime` for the patient (POST /api/bookings/hold) and leaves `pendingAppointment` for /checkout. */
async function holdSlot(details: BookingDetails, startTime: string): Promise<HoldOutcome> {
  try {
    const hold = await postJson<HoldResponse>("/api/bookings/hold", {
      ...details,
      start_time: startTime,
      time_zone: browserTimeZone() ?? undefined,
    });
    savePendingAppointment(details, hold);
    return { status: "held" };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      toast({
        variant: "destructive",
        title: "Time no longer available",
        description: serverMessageOf(error, "Please choose another time."),
      });
      return { status: "taken" };
    }
    toast({
      variant: "destructive",
      title: "We could not hold this time",
      description: serverMessageOf(error, "Please check your connection and try again."),
    });
    return { status: "failed", fields: error instanceof ApiRequestError ? error.fields : {} };
  }
}
