import { FlaskConical, Mail, Phone, UserRound } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminAppointment, AdminAppointmentRoom } from "#contracts/admin.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IntakeStatus } from "#contracts/intake.ts";
import { AppointmentWhen } from "./appointment-when.tsx";
import { CardIntake } from "./card-intake.tsx";
import { PaymentStatus } from "./payment-status.tsx";
import { RoomStatus } from "./room-status.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { PhoneLink } from "#app/components/phone-link.tsx";

/**
 * One appointment of the dashboard (docs/product/spec.md §2 "Each card"); its buttons come as `actions`, its
 * consultation room as `room`, its patient's intake as `intake`.
 */
export function AppointmentCard({
  appointment,
  room,
  intake,
  actions,
}: {
  appointment: AdminAppointment;
  room?: AdminAppointmentRoom;
  /** Whether its patient has sent the intake; none for an appointment without a patient record. */
  intake?: IntakeStatus;
  actions?: ReactNode;
}) {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="flex flex-wrap items-start justify-between gap-2 px-5">
        <CardTitle>
          <h3 className="text-lg break-words">{appointment.name}</h3>
        </CardTitle>
        <span className="flex flex-wrap items-center gap-1.5">
          {appointment.testMode && (
            <span className="inline-flex items-center gap-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-950">
              <Icon node={FlaskConical} className="size-3" />
              Test booking
            </span>
          )}
          <StatusBadge badge={appointment.badge} cancelled={appointment.cancelled} />
        </span>
      </CardHeader>
      <CardContent className="grid gap-4 px-5 text-sm md:grid-cols-2">
        <div className="space-y-2">
          <AppointmentWhen appointment={appointment} />
          <p className="flex items-center gap-2 break-all">
            <Icon node={Mail} className="size-4 shrink-0 text-muted-foreground" />
            <a href={`mailto:${appointment.email}`} className="text-primary underline-offset-4 hover:underline">
              {appointment.email}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <Icon node={Phone} className="size-4 shrink-0 text-muted-foreground" />
            <PhoneLink className="text-primary underline-offset-4 hover:underline" number={appointment.phone} />
          </p>
          {appointment.patientId && (
            <p className="flex items-center gap-2">
              <Icon node={UserRound} className="size-4 shrink-0 text-muted-foreground" />
              {/* Named by whose it is: the cards of two people of one name lead to two records. */}
              <Link
                to={adminPaths.patient(appointment.patientId)}
                aria-label={`Patient record: ${appointment.name}, ${appointment.email}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                Patient record
              </Link>
            </p>
          )}
          {intake && !appointment.cancelled && <CardIntake intake={intake} />}
        </div>
        <PaymentStatus appointment={appointment} />
        {appointment.notes && (
          <div className="md:col-span-2">
            <p className="font-medium">Patient notes</p>
            <p className="mt-1 whitespace-pre-line break-words text-muted-foreground">{appointment.notes}</p>
          </div>
        )}
        {room && !appointment.cancelled && <RoomStatus appointmentId={appointment.id} room={room} />}
        {actions && <div className="flex flex-wrap items-end gap-3 md:col-span-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}
