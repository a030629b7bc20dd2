import { Check, Hourglass } from "lucide";
import type { AdminAppointment } from "#contracts/admin.ts";
import { formatDollars } from "#core/fees.ts";
import { Icon } from "../../components/ui/icon.tsx";

function Paid({ done }: { done: boolean }) {
  return done ? (
    <span className="inline-flex items-center gap-1 text-green-800">
      <Icon node={Check} className="size-4" />
      <span className="sr-only">paid</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-amber-800">
      <Icon node={Hourglass} className="size-4" />
      <span className="sr-only">not paid yet</span>
    </span>
  );
}

/** Spec §2: 'Deposit $90' and 'Remaining $90', each ticked or waiting, and the method that paid. */
export function PaymentStatus({ appointment }: { appointment: AdminAppointment }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Deposit {formatDollars(appointment.depositCents)}</dt>
      <dd>
        <Paid done={appointment.isPaid} />
      </dd>
      <dt className="text-muted-foreground">Remaining {formatDollars(appointment.balanceCents)}</dt>
      <dd>
        <Paid done={appointment.finalPaymentProcessed} />
      </dd>
      <dt className="text-muted-foreground">Method</dt>
      <dd className="font-medium">{appointment.paymentMethod}</dd>
    </dl>
  );
}
