import { Info } from "lucide";
import { noticePhrase } from "#core/booking/notice-wording.ts";
import { balanceCents, formatDollars, type FeeSchedule } from "#core/fees.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * How the consultation is paid (docs/product/spec.md §9), every amount from the configured fee schedule (docs/product/decisions.md, 1)
 * and the notice from the configured rule.
 */
export function FeeExplanation({ fees, noticeHours }: { fees: FeeSchedule; noticeHours: number }) {
  const total = formatDollars(fees.consultationCents);
  const deposit = formatDollars(fees.depositCents);
  const balance = formatDollars(balanceCents(fees));
  return (
    <div className="rounded-lg border bg-secondary p-4 text-sm text-secondary-foreground">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon node={Info} className="size-4" /> Consultation fee: {total} {fees.currency}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>30-minute secure video consultation.</li>
        <li>
          A {deposit} deposit is paid now to secure your time; the remaining {balance} is charged automatically after your consultation.
        </li>
        <li>
          Need to reschedule or cancel? Use the link in your confirmation email. With at least {noticePhrase(noticeHours)} your deposit
          carries over to the new time or is refunded in full; with less notice you can still cancel, but the deposit is kept.
        </li>
      </ul>
    </div>
  );
}
