import { Loader2 } from "lucide";
import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import type { AvailabilitySlot } from "#contracts/booking.ts";
import { SlotButton } from "./slot-button.tsx";

/** Spec §9: up to 10 slots are listed, with a line saying how many more there are. */
export const MAX_LISTED_SLOTS = 10;

export type AvailabilityState =
  | { status: "loading" }
  | { status: "ready"; slots: readonly AvailabilitySlot[] }
  /** No times, or the fetch failed (already logged): the same message either way (spec §4). */
  | { status: "empty" };

/** The panel of available times: loading, the first ten times, or the empty message. */
export function AvailabilityPanel({
  state,
  timeZone,
  onPick,
  pendingStart,
}: {
  state: AvailabilityState;
  timeZone: string | null;
  onPick: (startTime: string) => void;
  /** The time being held right now: every button waits for it. */
  pendingStart: string | null;
}) {
  if (state.status === "loading") {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
        <Icon node={Loader2} className="size-6 animate-spin text-primary motion-reduce:animate-none" />
        <span>Loading available times...</span>
      </div>
    );
  }
  if (state.status === "empty" || state.slots.length === 0) {
    return (
      <div role="status" className="rounded-lg border border-dashed px-4 py-10 text-center">
        <p className="font-medium">No availability data loaded</p>
        <p className="mt-1 text-sm text-muted-foreground">Please contact us directly to schedule your appointment</p>
        <p className="mt-3 text-sm">
          <a className="font-medium text-primary underline underline-offset-2" href={`tel:${practice.phone.replaceAll(" ", "")}`}>
            {practice.phoneDisplay}
          </a>
          {" · "}
          <Link className="font-medium text-primary underline underline-offset-2" to={paths.contact}>
            Contact us
          </Link>
        </p>
      </div>
    );
  }
  const listed = state.slots.slice(0, MAX_LISTED_SLOTS);
  const more = state.slots.length - listed.length;
  return (
    <div>
      <ul className="grid gap-2" aria-label="Available consultation times">
        {listed.map((slot) => (
          <li key={slot.start_time}>
            <SlotButton
              startTime={slot.start_time}
              timeZone={timeZone}
              onPick={onPick}
              disabled={pendingStart !== null}
              pending={pendingStart === slot.start_time}
            />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-3 text-center text-sm text-muted-foreground">
          {more} more {more === 1 ? "time" : "times"} available
        </p>
      )}
    </div>
  );
}
