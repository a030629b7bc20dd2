import { useEffect, useRef, useState } from "react";
import { PaymentError } from "./payment-api.ts";
import type { useDepositCheckout } from "./use-deposit-checkout.ts";

type Checkout = ReturnType<typeof useDepositCheckout>;

interface PaypalNamespace {
  Buttons(options: {
    style?: Record<string, string>;
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel: () => void;
    onError: (error: unknown) => void;
  }): { render(container: HTMLElement): Promise<void>; close?: () => void };
}

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

let sdk: Promise<PaypalNamespace> | null = null;

/** PayPal's JS SDK, loaded on this page only and only when PayPal is the provider (docs/product/decisions.md, 17). */
function loadPaypalSdk(clientId: string): Promise<PaypalNamespace> {
  sdk ??= new Promise<PaypalNamespace>((resolve, reject) => {
    const script = document.createElement("script");
    const query = new URLSearchParams({ "client-id": clientId, currency: "AUD", intent: "capture", components: "buttons" });
    script.src = `https://www.paypal.com/sdk/js?${query}`;
    script.async = true;
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new PaymentError("Failed to load PayPal SDK")));
    script.onerror = () => {
      sdk = null;
      script.remove();
      reject(new PaymentError("Failed to load PayPal SDK"));
    };
    document.head.append(script);
  });
  return sdk;
}

/** PayPal's own buttons; the server still decides the amount and verifies the capture. */
export function PaypalButtons({ clientId, checkout }: { clientId: string; checkout: Checkout }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "rendered" | "failed">("loading");
  const { start, finish, cancelled, fail } = checkout;

  useEffect(() => {
    let active = true;
    loadPaypalSdk(clientId)
      .then((paypal) => {
        if (!active || !container.current) return;
        return paypal
          .Buttons({
            style: { layout: "vertical", color: "gold", shape: "rect", label: "pay" },
            createOrder: start,
            onApprove: ({ orderID }) => finish(orderID),
            onCancel: cancelled,
            onError: fail,
          })
          .render(container.current)
          .then(() => active && setState("rendered"));
      })
      .catch((error: unknown) => {
        if (!active) return;
        setState("failed");
        fail(error);
      });
    return () => {
      active = false;
    };
  }, [clientId, start, finish, cancelled, fail]);

  return (
    <div>
      {state === "loading" && <p className="text-sm text-muted-foreground">Setting up secure payment...</p>}
      {state === "failed" && <p className="text-sm text-destructive">Failed to load PayPal SDK</p>}
      <div ref={container} />
    </div>
  );
}
