import { Link } from "react-router";
import type { ListedTimes } from "#app/lib/times-from.ts";
import { practice } from "#core/practice.ts";
import { paths } from "#contracts/paths.ts";
import { SlotButton } from "./slot-button.tsx";
import { PhoneLink } from "#app/components/phone-link.tsx";

/**
 * The panel of available times, from the page's loader: the first ten times, or the empty message when
 * there are none or the scheduler could not be asked (docs/product/spec.md §4). Each time is a submit button
 * of the form around it (`start_time`), or calls `onPick` where the page handles the choice itself.
 */
export function AvailabilityPanel({
  times,
  timeZone,
  busy,
  pendingStart,
  onPick,
  laterHref,
}: {
  times: ListedTimes | null;
  timeZone: string | null;
  /** A choice is being sent: every time waits for it. */
  busy: boolean;
  /** The time being held right now. */
  pendingStart: string | null;
  onPick?: (startTime: string) => void;
  /** The address of the list from the time after the last one listed, where the page offers later times. */
  laterHref?: (from: string) => string;
}) {
  if (!times || times.listed.length === 0) {
    return (
      <div role="status" className="rounded-lg border border-dashed px-4 py-10 text-center">
        <p className="font-medium">No availability data loaded</p>
        <p className="mt-1 text-sm text-muted-foreground">Please contact us directly to schedule your appointment</p>
        <p className="mt-3 text-sm">
          <PhoneLink
            className="font-medium text-primary underline underline-offset-2"
            number={practice.phone}
            display={practice.phoneDisplay}
          />
          {" · "}
          <Link className="font-medium text-primary underline underline-offset-2" to={paths.contact}>
            Contact us
          </Link>
        </p>
      </div>
    );
  }
  const { listed, more, nextStart } = times;
  return (
    <div>
      <ul className="grid gap-2" aria-label="Available consultation times">
        {listed.map((slot) => (
          <li key={slot.start_time}>
            <SlotButton
              startTime={slot.start_time}
              timeZone={timeZone}
              onPick={onPick}
              disabled={busy}
              pending={pendingStart === slot.start_time}
            />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-3 text-center text-sm text-muted-foreground">
          {more} more {more === 1 ? "time" : "times"} available
          {laterHref && nextStart && (
            <>
              {" · "}
              <Link className="font-medium text-primary underline underline-offset-2" to={laterHref(nextStart)} preventScrollReset>
                Show later times
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
