import { useCallback, useEffect, useState } from "react";
import type { PaymentLinkView } from "#contracts/admin.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { serverMessageOf } from "#app/lib/api-client.ts";
import { captureBalanceOrder, createBalanceOrder, fetchPaymentLink } from "./balance-api.ts";

export type LinkState = { kind: "loading" } | { kind: "unknown" } | { kind: "unavailable" } | { kind: "ready"; view: PaymentLinkView };

/**
 * The balance page's state and its payment steps: read the link, create the order (the server sets the
 * amount), and capture it once the payer approved. PayPal sends the payer back here with `?token=<order>`:
 * that return is captured at once.
 */
export function useBalanceLink(token: string) {
  const [state, setState] = useState<LinkState>({ kind: "loading" });
  const [processing, setProcessing] = useState(false);

  const fail = useCallback((error: unknown) => {
    setProcessing(false);
    toast({
      variant: "destructive",
      title: "Payment Failed",
      description: serverMessageOf(error, "The payment could not be completed. Please try again."),
    });
  }, []);

  const finish = useCallback(
    async (orderId: string) => {
      setProcessing(true);
      try {
        const view = await captureBalanceOrder(token, orderId);
        setState({ kind: "ready", view });
        toast({ title: "Payment Successful", description: "Thank you. Your receipt is on its way by email." });
        setProcessing(false);
      } catch (error) {
        fail(error);
        // The link may have changed meanwhile (paid in another tab, expired): show what it is now.
        const view = await fetchPaymentLink(token).catch(() => null);
        if (view) setState({ kind: "ready", view });
      }
    },
    [token, fail],
  );

  useEffect(() => {
    let active = true;
    const returned = new URLSearchParams(window.location.search).get("token");
    fetchPaymentLink(token)
      .then((view) => {
        if (!active) return;
        setState(view ? { kind: "ready", view } : { kind: "unknown" });
        if (view?.status === "open" && returned) {
          window.history.replaceState(null, "", window.location.pathname);
          void finish(returned);
        }
      })
      .catch(() => active && setState({ kind: "unavailable" }));
    return () => {
      active = false;
    };
  }, [token, finish]);

  const start = useCallback(() => createBalanceOrder(token), [token]);

  return { state, processing, setProcessing, start, finish, fail };
}

export type BalanceCheckout = ReturnType<typeof useBalanceLink>;
