import { startTransition, useCallback, useEffect, useState } from "react";
import type { AvailabilityState } from "#app/components/available-times/availability-panel.tsx";
import type { AvailabilitySlot } from "#contracts/booking.ts";

const AVAILABILITY_URL = "/api/calendly/availability";

/**
 * The open times (spec §7: GET on the booking form's load), as the availability panel's state. A failed
 * fetch is only logged (spec §4): the panel then shows its empty message. A plain fetch, not TanStack
 * Query: the booking pages load nothing else at first, and the query client alone is 8 KB of their
 * JavaScript budget (docs/decisions/0015). `reload` asks again, after a time was taken under the patient.
 */
export function useAvailability(): { state: AvailabilityState; reload: () => void } {
  const [state, setState] = useState<AvailabilityState>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    fetch(AVAILABILITY_URL, { credentials: "same-origin" })
      .then((response) =>
        response.ok ? (response.json() as Promise<AvailabilitySlot[]>) : Promise.reject(new Error(`${response.status}`)),
      )
      // A transition: the list renders in slices between the browser's own work, not as one long task.
      .then((slots) => active && startTransition(() => setState({ status: "ready", slots })))
      .catch((error: unknown) => {
        console.warn("Available times could not be loaded:", error instanceof Error ? error.message : error);
        if (active) setState({ status: "empty" });
      });
    return () => {
      active = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
}
