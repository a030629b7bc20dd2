import { useEffect, useState } from "react";
import { AvailabilityPanel, type AvailabilityState } from "../booking/availability-panel.tsx";
import type { AvailabilitySlot } from "../booking/booking-details-schema.ts";

// The booking section's own hook brings the query client; this page needs one GET only.
const AVAILABILITY_URL = "/api/calendly/availability";

/**
 * The booking section's list of open times, for a patient who has already paid (pay-first path): the same
 * panel and rows (loading, ten times and how many more, the empty message), fetched without the query
 * client so this page stays small.
 */
export function SlotPicker({
  timeZone,
  pendingStart,
  onPick,
}: {
  timeZone: string | null;
  pendingStart: string | null;
  onPick: (startTime: string) => void;
}) {
  const [state, setState] = useState<AvailabilityState>({ status: "loading" });

  useEffect(() => {
    let active = true;
    fetch(AVAILABILITY_URL, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<AvailabilitySlot[]>) : Promise.reject(new Error(`${response.status}`))))
      .then((slots) => active && setState({ status: "ready", slots }))
      .catch((error: unknown) => {
        // Spec §4: a failed fetch is only logged; the panel shows its empty message.
        console.warn("Available times could not be loaded:", error instanceof Error ? error.message : error);
        if (active) setState({ status: "empty" });
      });
    return () => {
      active = false;
    };
  }, []);

  return <AvailabilityPanel state={state} timeZone={timeZone} onPick={onPick} pendingStart={pendingStart} />;
}
