import { CalendarCheck } from "lucide";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

const statusLabels: Record<ManageBookingView["status"], string> = {
  confirmed: "Confirmed",
  awaiting_time: "Paid, time to be chosen",
  cancelled: "Cancelled",
};

/** The appointment: status, time in Melbourne and the patient's own, and what was paid. */
export function BookingOverview({ view }: { view: ManageBookingView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex flex-wrap items-center gap-2 text-xl">
            <Icon node={CalendarCheck} className="size-5 text-primary" />
            Your appointment
            <Badge variant={view.status === "cancelled" ? "outline" : "secondary"} className="ml-auto">
              {statusLabels[view.status]}
            </Badge>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="font-medium text-muted-foreground">Date and time</dt>
          <dd>{view.startTime ? <AppointmentTime iso={view.startTime} timeZone={view.patientTimeZone} /> : "Not chosen yet"}</dd>
          <dt className="font-medium text-muted-foreground">Service</dt>
          <dd>ACL Rehabilitation Consultation, 30 minutes, by video</dd>
          <dt className="font-medium text-muted-foreground">Provider</dt>
          <dd>{practice.practitionerName}</dd>
          <dt className="font-medium text-muted-foreground">Paid</dt>
          <dd>
            {formatDollars(view.depositCents)} deposit
            {view.status !== "cancelled" && view.balanceCents > 0 && (
              <span className="block text-muted-foreground">
                The remaining {formatDollars(view.balanceCents)} is charged after the consultation.
              </span>
            )}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
