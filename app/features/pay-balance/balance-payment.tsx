import { Loader2 } from "lucide";
import { useEffect, useRef } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { formatDollars } from "#core/fees.ts";
import { TestApproval } from "#app/components/test-approval.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

interface Props {
  amountCents: number;
  provider: "test" | "paypal";
  /** The test order awaiting the payer's approval on this page. */
  testOrderId: string | null;
  /** The order PayPal sent the payer back with (`?token=`), to capture. */
  returnedOrderId: string | null;
}

/**
 * Paying the balance, as the page's forms (before hydration as after): 'Pay' creates the order; with
 * PayPal the answer is its approval page, which sends the payer back here to complete; in test mode the
 * test provider's approval stands where PayPal's page would. No money moves in test mode.
 */
export function BalancePayment({ amountCents, provider, testOrderId, returnedOrderId }: Props) {
  const amount = formatDollars(amountCents);
  const processing = useNavigation().state !== "idle";
  if (processing) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm font-medium">
        <Icon node={Loader2} className="size-4 animate-spin" />
        Processing payment...
      </p>
    );
  }
  if (returnedOrderId) return <CompletePayment orderId={returnedOrderId} />;
  if (testOrderId) {
    return (
      <Form method="post">
        <input type="hidden" name="orderId" value={testOrderId} />
        <TestApproval amount={amount} />
      </Form>
    );
  }
  return (
    <Form method="post">
      <Button type="submit" name="intent" value="pay" size="lg" className="w-full">
        {provider === "paypal" ? `Pay ${amount} with PayPal` : `Pay ${amount} balance (test payment)`}
      </Button>
    </Form>
  );
}

/** Back from PayPal: the approved payment is completed at once once the page runs, or with the button before. */
function CompletePayment({ orderId }: { orderId: string }) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    void submit(form.current);
  }, [submit]);
  return (
    <Form ref={form} method="post">
      <input type="hidden" name="intent" value="capture" />
      <input type="hidden" name="orderId" value={orderId} />
      <Button type="submit" size="lg" className="w-full">
        Complete payment
      </Button>
    </Form>
  );
}
