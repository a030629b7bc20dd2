import { AvailabilityPanel } from "#app/components/available-times/availability-panel.tsx";
import { useAvailability } from "./use-availability.ts";

/**
 * The booking section's list of open times, for a patient who has already paid (pay-first path): the same
 * panel and rows (loading, ten times and how many more, the empty message) and the same fetch.
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
  const { state } = useAvailability();
  return <AvailabilityPanel state={state} timeZone={timeZone} onPick={onPick} pendingStart={pendingStart} />;
}
