import { FlaskConical } from "lucide";
import { useState } from "react";
import { formatDollars } from "#core/fees.ts";
import { Button } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { postJson } from "../../lib/api-client.ts";
import type { useDepositCheckout } from "./use-deposit-checkout.ts";

type Checkout = ReturnType<typeof useDepositCheckout>;

/**
 * The built-in test provider's payment button and approval step, standing where PayPal's window would: the
 * order is created on the server, then the patient approves or declines it here. No money moves.
 */
export function TestPaymentPanel({ depositCents, checkout }: { depositCents: number; checkout: Checkout }) {
  const [orderId, setOrderId] = useState<string | null>(null);
  const deposit = formatDollars(depositCents);

  async function begin() {
    checkout.setProcessing(true);
    try {
      setOrderId(await checkout.start());
      checkout.setProcessing(false);
    } catch (error) {
      checkout.fail(error);
    }
  }

  async function decide(action: "approve" | "decline") {
    if (!orderId) return;
    checkout.setProcessing(true);
    try {
      await postJson(`/paypal/test/orders/${encodeURIComponent(orderId)}/${action}`, {});
    } catch (error) {
      checkout.fail(error);
      return;
    }
    setOrderId(null);
    await checkout.finish(orderId);
  }

  if (!orderId) {
    return (
      <Button size="lg" className="w-full" onClick={begin}>
        Pay {deposit} deposit (test payment)
      </Button>
    );
  }
  return (
    <section aria-labelledby="test-approval-heading" className="space-y-3 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50/60 p-4">
      <h3 id="test-approval-heading" className="flex items-center gap-2 font-semibold text-amber-950">
        <Icon node={FlaskConical} className="size-4" />
        Test payment approval
      </h3>
      <p className="text-sm text-amber-950">
        This stands in for the payment provider&apos;s window. Approving records a simulated {deposit} payment; no real
        money moves.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="sm:flex-1" onClick={() => decide("approve")}>
          Approve test payment
        </Button>
        <Button variant="outline" className="sm:flex-1" onClick={() => decide("decline")}>
          Simulate a declined payment
        </Button>
        <Button
          variant="ghost"
          className="sm:flex-1"
          onClick={() => {
            setOrderId(null);
            checkout.cancelled();
          }}
        >
          Cancel payment
        </Button>
      </div>
    </section>
  );
}
