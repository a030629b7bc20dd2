import { Video } from "lucide";
import type { AdminAppointmentRoom } from "#contracts/admin.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** "23 min", or "under a minute". */
export function callLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes < 1 ? "under a minute" : `${minutes} min`;
}

/** Who is in the room now, as the dashboard says it; empty when nobody is. */
function presence(room: AdminAppointmentRoom): string {
  if (room.patientIn && room.practitionerIn) return "In the video consultation";
  if (room.patientIn) return "Patient waiting";
  return "";
}

/**
 * A card's consultation room (docs/decisions/0039): the patient waiting (said to a screen reader as it
 * changes, since the dashboard refreshes itself), when she came in and how long the call lasted, and the
 * way into the room while it can still be used.
 */
export function RoomStatus({ appointmentId, room }: { appointmentId: string; room: AdminAppointmentRoom }) {
  const joined = room.patientJoinedAt ? new Date(room.patientJoinedAt) : null;
  const now = presence(room);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 md:col-span-2">
      <p role="status" className={now ? "rounded-md bg-emerald-50 px-2 py-1 font-medium text-emerald-900" : "sr-only"}>
        {now}
      </p>
      {joined && (
        <p className="text-muted-foreground">
          Patient joined at {formatSlotTime(joined)} {melbourneZoneLabel(joined)}
          {room.callSeconds > 0 && (
            <>
              {" "}
              · call {room.practitionerIn && room.patientIn ? "so far" : "lasted"} {callLength(room.callSeconds)}
            </>
          )}
        </p>
      )}
      {room.current && (
        // A document load, not the router's: camera and microphone are allowed by the room page's own headers.
        <Button asChild variant={room.patientIn ? "default" : "outline"}>
          <a href={adminPaths.consultationRoom(appointmentId)}>
            <Icon node={Video} />
            Start video consultation
          </a>
        </Button>
      )}
    </div>
  );
}
