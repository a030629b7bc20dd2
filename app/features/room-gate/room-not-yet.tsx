import { CalendarClock, RefreshCw } from "lucide";
import { Link, useLocation } from "react-router";
import type { RoomAppointmentTime } from "#contracts/consultation-room-page.ts";
import { practice } from "#core/practice.ts";
import { consultationPreparation } from "#core/video-room/preparation.ts";
import { ROOM_OPENS_MINUTES_BEFORE } from "#core/video-room/room-window.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { RoomStateCard, RoomStatePanel } from "./room-state-panel.tsx";
import { useRecheckUntil } from "./use-recheck.ts";

/** The patient, too early: when the room opens (Melbourne time and her own), and a page that opens it by itself. */
export function RoomNotYet({ view }: { view: RoomAppointmentTime & { opensAt: string } }) {
  const { pathname } = useLocation();
  const checking = useRecheckUntil(view.opensAt);
  const browserTimeZone = useBrowserTimeZone();
  const timeZone = view.patientTimeZone ?? browserTimeZone;
  return (
    <RoomStatePanel icon={CalendarClock} title="Your consultation room is not open yet">
      <RoomStateCard>
        <div>
          <p className="text-muted-foreground">It opens {ROOM_OPENS_MINUTES_BEFORE} minutes before your appointment, on</p>
          <p className="mt-2 text-lg">
            <AppointmentTime iso={view.opensAt} timeZone={timeZone} />
          </p>
        </div>
        <Button asChild>
          <Link to={pathname} replace aria-busy={checking || undefined}>
            <Icon node={RefreshCw} className={checking ? "animate-spin" : undefined} />
            Check again
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">Keep this page open and it lets you in by itself when the room opens.</p>
      </RoomStateCard>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">Your appointment</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-muted-foreground">Date and time</dt>
            <dd>
              <AppointmentTime iso={view.startTime} timeZone={timeZone} />
            </dd>
            <dt className="font-medium text-muted-foreground">Length</dt>
            <dd>30 minutes</dd>
            <dt className="font-medium text-muted-foreground">With</dt>
            <dd>
              {practice.practitionerName}, {practice.practitionerTitle}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">Before you join</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <ul className="list-disc space-y-1 pl-5">
            {consultationPreparation.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            The call runs in this browser on a phone, tablet or computer: no app or account needed. When the room opens you can check your
            camera and microphone before you go in. Nothing is recorded.
          </p>
        </CardContent>
      </Card>
    </RoomStatePanel>
  );
}
