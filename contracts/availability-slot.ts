import type { Slot } from "#core/scheduling/slots.ts";
import type { AvailabilitySlot } from "./booking.ts";

/** A scheduler's open slot as the API and the pages send it (docs/product/spec.md §3 "Availability slot"). */
export function availabilitySlotOf(slot: Slot): AvailabilitySlot {
  return { start_time: slot.start.toISOString(), end_time: slot.end.toISOString(), status: "available" };
}
