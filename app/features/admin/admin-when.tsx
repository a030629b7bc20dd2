import { formatMelbourneSlot } from "#core/scheduling/melbourne-time.ts";

/** An instant as the practitioner reads it: "Mon 24 Nov, 9:30 am AEDT". */
export function AdminWhen({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatMelbourneSlot(new Date(iso))}</time>;
}
