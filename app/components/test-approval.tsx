import { FlaskConical } from "lucide";
import { Button } from "./ui/button.tsx";
import { Icon } from "./ui/icon.tsx";

/**
 * The built-in test provider's approval step, standing where the payment provider's window would: the
 * payer approves or declines the order the server created (and may cancel, where the page allows it). No
 * money moves. Used by the deposit's checkout and the balance's payment link.
 */
export function TestApproval({
  amount,
  onDecide,
  onCancel,
}: {
  /** The amount, formatted. */
  amount: string;
  /** Without it, the two choices are submit buttons (`intent=approve|decline`) of the form around it. */
  onDecide?: (action: "approve" | "decline") => void;
  onCancel?: () => void;
}) {
  const choice = (action: "approve" | "decline") =>
    onDecide ? { type: "button" as const, onClick: () => onDecide(action) } : { type: "submit" as const, name: "intent", value: action };
  return (
    <section
      aria-labelledby="test-approval-heading"
      className="space-y-3 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50/60 p-4"
    >
      <h3 id="test-approval-heading" className="flex items-center gap-2 font-semibold text-amber-950">
        <Icon node={FlaskConical} className="size-4" />
        Test payment approval
      </h3>
      <p className="text-sm text-amber-950">
        This stands in for the payment provider&apos;s window. Approving records a simulated {amount} payment; no real money moves.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="sm:flex-1" {...choice("approve")}>
          Approve test payment
        </Button>
        <Button variant="outline" className="sm:flex-1" {...choice("decline")}>
          Simulate a declined payment
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" className="sm:flex-1" onClick={onCancel}>
            Cancel payment
          </Button>
        )}
      </div>
    </section>
  );
}
