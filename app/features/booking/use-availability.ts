import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AvailabilitySlot } from "./booking-details-schema.ts";

export const AVAILABILITY_URL = "/api/calendly/availability";

/**
 * The open times (spec §7: GET on the booking form's load). A failed fetch is only logged (spec §4): the
 * panel then shows its empty message.
 */
export function useAvailability() {
  const query = useQuery<AvailabilitySlot[]>({ queryKey: [AVAILABILITY_URL] });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn("Available times could not be loaded:", error.message);
  }, [error]);
  return query;
}
