import { CalendarClock } from "lucide";
import {
  formatSlotDate,
  formatSlotTime,
  melbourneZoneLabel,
  melbourneZoneName,
  patientLocalTime,
} from "#core/scheduling/melbourne-time.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * One available time (docs/product/decisions.md, 8): weekday, day, short month and 12-hour time in Melbourne
 * with AEST or AEDT as right for that date, and the patient's own time underneath where their zone differs.
 * A submit button of the form around it, sending the time as `start_time`, unless the page picks it itself.
 */
export function SlotButton({
  startTime,
  timeZone,
  onPick,
  disabled,
  pending,
}: {
  startTime: string;
  timeZone: string | null;
  onPick?: ((startTime: string) => void) | undefined;
  disabled?: boolean;
  pending?: boolean;
}) {
  const start = new Date(startTime);
  const local = patientLocalTime(start, timeZone);
  const zone = melbourneZoneLabel(start);
  return (
    <button
      type={onPick ? "button" : "submit"}
      name={onPick ? undefined : "start_time"}
      value={onPick ? undefined : startTime}
      onClick={onPick && (() => onPick(startTime))}
      disabled={disabled}
      aria-busy={pending || undefined}
      className={cn(
        "flex w-full items-center gap-3 rounded-lg border bg-card px-4 py-3 text-left shadow-xs transition-colors outline-none",
        "hover:border-primary hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "disabled:cursor-not-allowed disabled:opacity-60",
        pending && "border-primary bg-secondary",
      )}
    >
      <Icon node={CalendarClock} className="size-5 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">
          {formatSlotDate(start)}, {formatSlotTime(start)}{" "}
          <abbr title={melbourneZoneName(start)} className="text-sm font-normal text-muted-foreground no-underline">
            {zone}
          </abbr>
        </span>
        {/* Always a second line, so the patient's own time, known once the page has hydrated, moves nothing. */}
        <span className="block text-sm text-muted-foreground">
          {local ? `Your time: ${local.date}, ${local.time} (${local.place})` : "Melbourne time"}
        </span>
      </span>
      <span className="shrink-0 text-sm font-medium text-primary">{pending ? "Holding..." : "Select"}</span>
    </button>
  );
}
