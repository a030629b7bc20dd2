import { toast } from "../../hooks/use-toast.ts";
import { ApiRequestError, postJson, serverMessageOf } from "../../lib/api-client.ts";
import { browserTimeZone } from "../payments/appointment-time.tsx";
import type { BookingDetails, HoldResponse } from "./booking-details-schema.ts";
import { savePendingAppointment } from "./booking-storage.ts";

export type HoldOutcome =
  | { status: "held" }
  /** Someone else took the time first: the list needs asking again. */
  | { status: "taken" }
  | { status: "failed"; fields: Record<string, string> };

/** A slot picked with the details incomplete (spec §4 "Booking flow"): nothing else happens. */
export function warnIncompleteDetails(): void {
  toast({
    variant: "destructive",
    title: "Please complete your details",
    description: "Fill in all required fields before selecting a time slot",
  });
}

/**
 * Holds `startTime` for the patient (POST /api/bookings/hold) and leaves `pendingAppointment` for
 * /checkout. Loaded when a time is first picked, with the toasts and the API client.
 */
export async function holdSlot(details: BookingDetails, startTime: string): Promise<HoldOutcome> {
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
      toast({ variant: "destructive", title: "Time no longer available", description: serverMessageOf(error, "Please choose another time.") });
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
