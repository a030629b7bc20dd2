import { CircleAlert, CircleCheck, Clock } from "lucide";
import { practice } from "#core/practice.ts";
import { formatLongDate } from "#core/scheduling/melbourne-time.ts";
import { Icon } from "#app/components/ui/icon.tsx";

type Status = "paid" | "expired" | "unknown";

const texts: Record<Status, { title: string; body: string; icon: typeof CircleCheck }> = {
  paid: {
    title: "Balance paid",
    body: "This consultation is paid in full. Thank you: your receipt has been emailed to you.",
    icon: CircleCheck,
  },
  expired: {
    title: "This payment link has expired",
    body: `Please contact us at ${practice.email} or ${practice.phoneDisplay} and we will send you a new link.`,
    icon: Clock,
  },
  unknown: {
    title: "This payment link is not valid",
    body: `Please check the link in your email, or contact us at ${practice.email} or ${practice.phoneDisplay}.`,
    icon: CircleAlert,
  },
};

/** What the page says when there is nothing to pay here. */
export function LinkStatusMessage({ status, paidAt }: { status: Status; paidAt?: string | null }) {
  const text = texts[status];
  return (
    <div role="status" className="flex gap-3 rounded-lg border bg-card p-4">
      <Icon
        node={text.icon}
        className={status === "paid" ? "mt-0.5 size-5 shrink-0 text-green-700" : "mt-0.5 size-5 shrink-0 text-muted-foreground"}
      />
      <div>
        <h2 className="font-semibold">{text.title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {status === "paid" && paidAt ? `Paid on ${formatLongDate(new Date(paidAt))}. ` : ""}
          {text.body}
        </p>
      </div>
    </div>
  );
}
