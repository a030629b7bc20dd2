import {
  formatLongDate,
  formatSlotTime,
  melbourneZoneLabel,
  melbourneZoneName,
  patientLocalTime,
} from "#core/scheduling/melbourne-time.ts";

/**
 * A consultation time as the site shows it (docs/product/decisions.md, 8): Melbourne time with AEST or AEDT as right for the
 * date, and the patient's own time beside it where it differs.
 */
export function AppointmentTime({ iso, timeZone }: { iso: string; timeZone: string | null }) {
  const start = new Date(iso);
  const local = patientLocalTime(start, timeZone);
  return (
    <>
      <span className="block font-medium">{formatLongDate(start)}</span>
      <span className="block">
        {formatSlotTime(start)}{" "}
        <abbr title={melbourneZoneName(start)} className="no-underline">
          {melbourneZoneLabel(start)}
        </abbr>{" "}
        (Melbourne time)
      </span>
      {local && (
        <span className="block text-sm text-muted-foreground">
          Your time: {local.date}, {local.time} ({local.place})
        </span>
      )}
    </>
  );
}
