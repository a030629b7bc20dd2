import type { AdminAppointment } from "#contracts/admin.ts";
import {
  formatLongDate,
  formatSlotTime,
  melbourneZoneLabel,
  melbourneZoneName,
  patientLocalTime,
} from "#core/scheduling/melbourne-time.ts";

/** An appointment's start as the dashboard shows it: "Monday 24 November 2026, 9:30 am AEDT". */
export function MelbourneDateTime({ iso, className }: { iso: string; className?: string }) {
  const start = new Date(iso);
  return (
    <time dateTime={iso} className={className}>
      {formatLongDate(start)}, {formatSlotTime(start)}{" "}
      <abbr title={melbourneZoneName(start)} className="no-underline">
        {melbourneZoneLabel(start)}
      </abbr>
    </time>
  );
}

/**
 * The consultation's time in Melbourne with AEST or AEDT as right for the date, and the patient's own
 * beside it where it differs (docs/product/decisions.md, 8); without a time, 'Calendly Managed' when Calendly owns
 * the calendar entry (docs/product/spec.md §2), else that the patient has yet to choose.
 */
export function AppointmentWhen({ appointment }: { appointment: AdminAppointment }) {
  const iso = appointment.date ?? appointment.calendlyEventTime;
  if (!iso) {
    return <span>{appointment.schedulingProvider === "calendly" ? "Calendly Managed" : "Time not chosen yet"}</span>;
  }
  const start = new Date(iso);
  const local = patientLocalTime(start, appointment.patientTimeZone);
  return (
    <span>
      <MelbourneDateTime iso={iso} className="block font-medium" />
      {local && (
        <span className="block text-muted-foreground">
          Patient&apos;s time: {local.date}, {local.time} ({local.place})
        </span>
      )}
    </span>
  );
}
