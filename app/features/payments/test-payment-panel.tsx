import { useState } from "react";
import { formatDollars } from "#core/fees.ts";
import { TestApproval } from "#app/components/test-approval.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { postJson } from "#app/lib/api-client.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { useDepositCheckout } from "./use-deposit-checkout.ts";

type Checkout = ReturnType<typeof useDepositCheckout>;

/**
 * The built-in test provider's payment button and approval step (TestApproval), standing where PayPal's
 * window would: the order is created on the server, then the patient approves or declines it here.
 */
export function TestPaymentPanel({ depositCents, checkout }: { depositCents: number; checkout: Checkout }) {
  const [orderId, setOrderId] = useState<string | null>(null);
  const deposit = formatDollars(depositCents);
  const hydrated = useHydrated();

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
    // Paying needs the page's script: until it is there the button says so rather than taking a tap.
    return (
      <Button type="button" size="lg" className="w-full" onClick={begin} disabled={!hydrated} aria-busy={!hydrated || undefined}>
        {hydrated ? `Pay ${deposit} deposit (test payment)` : "Loading secure payment..."}
      </Button>
    );
  }
  return (
    <TestApproval
      amount={deposit}
      onDecide={decide}
      onCancel={() => {
        setOrderId(null);
        checkout.cancelled();
      }}
    />
  );
}
