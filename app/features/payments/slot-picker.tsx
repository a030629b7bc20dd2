import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import {
  formatSlotDate,
  formatSlotTime,
  melbourneZoneLabel,
  melbourneZoneName,
  patientLocalTime,
} from "../../../core/scheduling/melbourne-time.ts";
import { Button } from "../../components/ui/button.tsx";

const SHOWN = 10;

/**
 * The built-in scheduler's open times for a patient who has already paid (pay-first path): the same list as
 * the booking section (GET /api/calendly/availability), up to ten at a time, in Melbourne time with the
 * patient's own time where it differs.
 */
export function SlotPicker({
  timeZone,
  disabled,
  onPick,
}: {
  timeZone: string | null;
  disabled: boolean;
  onPick: (startTime: string) => void;
}) {
  const [slots, setSlots] = useState<string[] | null>(null);
  const [page, setPage] = useState(0);

  useEffect(() => {
    let active = true;
    fetch("/api/calendly/availability", { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ start_time: string }[]>) : Promise.reject(new Error(String(response.status)))))
      .then((list) => active && setSlots(list.map((slot) => slot.start_time)))
      .catch((error: unknown) => {
        console.warn("Availability could not be loaded", error);
        if (active) setSlots([]);
      });
    return () => {
      active = false;
    };
  }, []);

  if (slots === null) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Loading available times...
      </p>
    );
  }
  if (slots.length === 0) {
    return (
      <div className="py-6 text-center text-sm" role="status">
        <p className="font-medium">No availability data loaded</p>
        <p className="text-muted-foreground">Please contact us directly to schedule your appointment</p>
      </div>
    );
  }
  const shown = slots.slice(page * SHOWN, page * SHOWN + SHOWN);
  const remaining = slots.length - (page + 1) * SHOWN;
  return (
    <div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Available times">
        {shown.map((iso) => {
          const start = new Date(iso);
          const local = patientLocalTime(start, timeZone);
          return (
            <li key={iso}>
              <Button
                variant="outline"
                className="h-auto w-full flex-col items-start gap-0.5 px-4 py-3 text-left whitespace-normal"
                disabled={disabled}
                onClick={() => onPick(iso)}
              >
                <span className="font-semibold">{formatSlotDate(start)}</span>
                <span>
                  {formatSlotTime(start)} <abbr title={melbourneZoneName(start)}>{melbourneZoneLabel(start)}</abbr>
                </span>
                {local && (
                  <span className="text-xs text-muted-foreground">
                    Your time: {local.date}, {local.time}
                  </span>
                )}
              </Button>
            </li>
          );
        })}
      </ul>
      {remaining > 0 && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <p>{remaining} more times available</p>
          <Button variant="link" className="px-0" onClick={() => setPage(page + 1)}>
            Show later times
          </Button>
        </div>
      )}
      {page > 0 && (
        <Button variant="link" className="px-0" onClick={() => setPage(page - 1)}>
          Show earlier times
        </Button>
      )}
    </div>
  );
}
