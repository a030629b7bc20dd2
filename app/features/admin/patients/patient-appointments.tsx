import { FlaskConical } from "lucide";
import type { AdminPatientAppointment } from "#contracts/patients.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { AppointmentWhen } from "#app/features/admin/appointment-when.tsx";
import { PaymentStatus } from "#app/features/admin/payment-status.tsx";
import { StatusBadge } from "#app/features/admin/status-badge.tsx";

/** A cancelled appointment's refund the provider has not confirmed yet: the card's 'Kept' would mislead alone. */
function RefundPending() {
  return <p className="text-sm text-amber-900">Deposit refund pending: the payment provider has not confirmed it yet.</p>;
}

/** The record's appointments, newest first: when, state, the payments and their receipts, the patient's notes. */
export function PatientAppointments({ appointments }: { appointments: AdminPatientAppointment[] }) {
  return (
    <section aria-labelledby="appointments-heading" className="space-y-4">
      <h2 id="appointments-heading" className="text-xl font-semibold text-brand-deep">
        Appointments
      </h2>
      {appointments.length === 0 ? (
        <p className="text-muted-foreground">No appointments yet.</p>
      ) : (
        <ul className="space-y-3">
          {appointments.map((appointment) => (
            <li key={appointment.id} className="grid gap-4 rounded-md border bg-card p-4 text-sm md:grid-cols-2">
              <div className="space-y-2">
                <AppointmentWhen appointment={appointment} />
                <div className="flex flex-wrap items-center gap-1.5">
                  <StatusBadge badge={appointment.badge} cancelled={appointment.cancelled} />
                  {appointment.testMode && (
                    <span className="inline-flex items-center gap-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-950">
                      <Icon node={FlaskConical} className="size-3" />
                      Test booking
                    </span>
                  )}
                </div>
                {appointment.notes && (
                  <p className="whitespace-pre-line break-words text-muted-foreground">
                    <span className="font-medium text-foreground">Patient notes: </span>
                    {appointment.notes}
                  </p>
                )}
              </div>
              <div className="space-y-2">
                <PaymentStatus appointment={appointment} />
                {appointment.depositRefund === "pending" && <RefundPending />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
