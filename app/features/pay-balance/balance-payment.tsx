import { useState } from "react";
import { formatDollars } from "#core/fees.ts";
import { TestApproval } from "#app/components/test-approval.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { decideTestOrder } from "./balance-api.ts";
import type { BalanceCheckout } from "./use-balance-link.ts";

/**
 * Paying the balance: with PayPal, its approval page (which sends the payer back to this link); in test
 * mode, the test provider's approval standing where PayPal's page would. No money moves in test mode.
 */
export function BalancePayment({
  amountCents,
  provider,
  checkout,
}: {
  amountCents: number;
  provider: "test" | "paypal";
  checkout: BalanceCheckout;
}) {
  const [orderId, setOrderId] = useState<string | null>(null);
  const amount = formatDollars(amountCents);

  async function begin() {
    checkout.setProcessing(true);
    try {
      const order = await checkout.start();
      if (provider === "paypal" && order.approveUrl) {
        window.location.assign(order.approveUrl);
        return;
      }
      setOrderId(order.id);
      checkout.setProcessing(false);
    } catch (error) {
      checkout.fail(error);
    }
  }

  async function decide(action: "approve" | "decline") {
    if (!orderId) return;
    checkout.setProcessing(true);
    try {
      await decideTestOrder(orderId, action);
    } catch (error) {
      checkout.fail(error);
      return;
    }
    setOrderId(null);
    await checkout.finish(orderId);
  }

  if (!orderId) {
    return (
      <Button size="lg" className="w-full" onClick={begin} disabled={checkout.processing}>
        {provider === "paypal" ? `Pay ${amount} with PayPal` : `Pay ${amount} balance (test payment)`}
      </Button>
    );
  }
  return <TestApproval amount={amount} onDecide={decide} />;
}
