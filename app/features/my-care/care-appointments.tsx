import { CalendarCog, Video } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MyCareAppointment } from "#contracts/my-care.ts";
import { ROOM_OPENS_MINUTES_BEFORE } from "#core/video-room/room-window.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

const statusLabels: Record<MyCareAppointment["status"], string> = {
  confirmed: "Confirmed",
  awaiting_time: "Paid, time to be chosen",
  cancelled: "Cancelled",
};

/**
 * The patient's appointments, each with its time (Melbourne's and the patient's own, as on the manage-booking
 * page), the way into its room and its manage-booking page while they work, and its receipts (`receipts`,
 * the page's list of them).
 */
export function CareAppointments({
  appointments,
  empty,
  receipts,
}: {
  appointments: readonly MyCareAppointment[];
  empty: ReactNode;
  receipts: (appointment: MyCareAppointment) => ReactNode;
}) {
  if (appointments.length === 0) return <div className="space-y-3">{empty}</div>;
  return (
    <ul className="divide-y">
      {appointments.map((appointment) => (
        <li key={appointment.id} className="space-y-3 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p>
              {appointment.startTime ? (
                <AppointmentTime iso={appointment.startTime} timeZone={appointment.patientTimeZone} />
              ) : (
                <span className="block font-medium">Time not chosen yet</span>
              )}
              <span className="block text-muted-foreground">ACL Rehabilitation Consultation, 30 minutes, by video</span>
            </p>
            <Badge variant={appointment.status === "cancelled" ? "outline" : "secondary"}>{statusLabels[appointment.status]}</Badge>
          </div>
          {(appointment.roomPath || appointment.managePath) && (
            <div className="flex flex-wrap gap-2">
              {appointment.roomPath && (
                <Button asChild>
                  {/* A document load, not a client-side move: the room page's own headers allow the camera. */}
                  <a href={appointment.roomPath}>
                    <Icon node={Video} />
                    Join video consultation
                  </a>
                </Button>
              )}
              {appointment.managePath && (
                <Button asChild variant="outline">
                  <Link to={appointment.managePath}>
                    <Icon node={CalendarCog} />
                    Manage booking
                  </Link>
                </Button>
              )}
            </div>
          )}
          {appointment.roomPath && (
            <p className="text-muted-foreground">
              The consultation room opens {ROOM_OPENS_MINUTES_BEFORE} minutes before your appointment.
            </p>
          )}
          {receipts(appointment)}
        </li>
      ))}
    </ul>
  );
}
