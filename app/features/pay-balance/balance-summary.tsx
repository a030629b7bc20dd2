import { formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import { formatLongDate, formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";
import type { PaymentLinkView } from "#contracts/admin.ts";

/** Who is paid, for which consultation, and how much: the amount is the server's. */
export function BalanceSummary({ view }: { view: PaymentLinkView }) {
  const start = view.appointmentStart ? new Date(view.appointmentStart) : null;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-muted-foreground">Practice</dt>
      <dd>
        {practice.siteName}
        <span className="block text-muted-foreground">
          {practice.practitionerName}, ABN {practice.abn}
        </span>
      </dd>
      <dt className="font-medium text-muted-foreground">Consultation</dt>
      <dd>
        ACL Rehabilitation Consultation
        {start && (
          <span className="block">
            {formatLongDate(start)}, {formatSlotTime(start)} {melbourneZoneLabel(start)} (Melbourne time)
          </span>
        )}
      </dd>
      <dt className="font-medium text-muted-foreground">Balance</dt>
      <dd className="text-base font-semibold">
        {formatDollars(view.amountCents)} {view.currency}
      </dd>
    </dl>
  );
}
