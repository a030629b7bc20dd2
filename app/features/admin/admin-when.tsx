import { formatSlotDate, formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";

/**
 * An instant as the practitioner reads it: "Mon 24 Nov, 9:30 am AEDT" (the audit log's functions, which
 * the shared times chunk already exports: the admin adds nothing to the public pages' code).
 */
export function AdminWhen({ iso }: { iso: string }) {
  return <time dateTime={iso}>{adminWhenText(iso)}</time>;
}

/** The same words as plain text, where no element may stand (an option of a list). */
export function adminWhenText(iso: string): string {
  const at = new Date(iso);
  return `${formatSlotDate(at)}, ${formatSlotTime(at)} ${melbourneZoneLabel(at)}`;
}
