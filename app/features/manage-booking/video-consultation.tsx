import { Video } from "lucide";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { ROOM_OPENS_MINUTES_BEFORE } from "#core/video-room/room-window.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";

/** The way into the consultation room (docs/decisions/0039) and when it opens, in Melbourne's time and the patient's. */
export function VideoConsultation({
  room,
  patientTimeZone,
}: {
  room: NonNullable<ManageBookingView["room"]>;
  patientTimeZone: string | null;
}) {
  const browserTimeZone = useBrowserTimeZone();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-xl">
            <Icon node={Video} className="size-5 text-primary" />
            Video consultation
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>
          Your consultation is a video call in your web browser, on a phone, tablet or computer with a camera: no app or account needed. The
          room opens {ROOM_OPENS_MINUTES_BEFORE} minutes before your appointment, on:
        </p>
        <p className="rounded-lg border bg-secondary/40 p-3">
          <AppointmentTime iso={room.opensAt} timeZone={patientTimeZone ?? browserTimeZone} />
        </p>
        <Button asChild>
          {/* A document load, not a client-side move: the camera and the room's socket are allowed by the room page's own headers. */}
          <a href={room.path}>
            <Icon node={Video} />
            Join video consultation
          </a>
        </Button>
        <p className="text-muted-foreground">
          The same link is in your confirmation email and calendar invitation. Please keep it to yourself.
        </p>
      </CardContent>
    </Card>
  );
}
