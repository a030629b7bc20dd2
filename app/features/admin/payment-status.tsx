import { Check, Hourglass } from "lucide";
import type { AdminAppointment } from "#contracts/admin.ts";
import { receiptApi } from "#contracts/receipts.ts";
import { formatDollars } from "#core/fees.ts";
import { receiptTitle } from "#core/receipts/receipt-content.ts";
import { Icon } from "#app/components/ui/icon.tsx";

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

/** A cancelled appointment's deposit: refunded once its credit note exists, else kept. */
function CancelledDeposit({ appointment }: { appointment: AdminAppointment }) {
  const refunded = appointment.receipts.some((receipt) => receipt.kind === "refund");
  return <span className="font-medium">{refunded ? "Refunded" : "Kept"}</span>;
}

/**
 * Spec §2: 'Deposit $90' and 'Remaining $90', each ticked or waiting, and the method that paid; then the
 * receipts and credit notes as PDF downloads.
 */
export function PaymentStatus({ appointment }: { appointment: AdminAppointment }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Deposit {formatDollars(appointment.depositCents)}</dt>
      <dd>{appointment.cancelled ? <CancelledDeposit appointment={appointment} /> : <Paid done={appointment.isPaid} />}</dd>
      {/* Once cancelled nothing more is owed: a waiting 'Remaining' would read as a debt. */}
      {!appointment.cancelled && (
        <>
          <dt className="text-muted-foreground">Remaining {formatDollars(appointment.balanceCents)}</dt>
          <dd>
            <Paid done={appointment.finalPaymentProcessed} />
          </dd>
        </>
      )}
      <dt className="text-muted-foreground">Method</dt>
      <dd className="font-medium">{appointment.paymentMethod}</dd>
      {appointment.receipts.length > 0 && (
        <>
          <dt className="text-muted-foreground">Receipts</dt>
          <dd>
            <ul className="space-y-1">
              {appointment.receipts.map((receipt) => (
                <li key={receipt.number}>
                  <a
                    href={receiptApi.adminPdf(appointment.id, receipt.number)}
                    download={receipt.filename}
                    className="text-primary underline underline-offset-4"
                  >
                    {receiptTitle(receipt.kind)} {receipt.reference} (PDF)
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}
