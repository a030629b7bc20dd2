import { AlertTriangle, CheckCircle2, Loader2 } from "lucide";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { balanceCents, formatDollars } from "#core/fees.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { readPaypalOrder } from "#app/features/payments/booking-session.ts";
import { loadPaymentPageConfig } from "#app/features/payments/payment-config.server.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/billing-success";

export function loader({ context }: Route.LoaderArgs) {
  return loadPaymentPageConfig(context);
}

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Billing Setup", description: "Automatic billing of your consultation balance." });

async function patchJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "PATCH",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
}

/**
 * The return page of the billing approval: the token in the query is exchanged for a saved payment method
 * (PayPal vault; docs/decisions/0007) and attached to the appointment the deposit booked.
 */
export default function BillingSuccess({ loaderData }: Route.ComponentProps) {
  const { fees, provider } = loaderData;
  const [params] = useSearchParams();
  const token = params.get("token");
  const [state, setState] = useState<{ status: "pending" } | { status: "done" } | { status: "failed"; message: string }>({
    status: "pending",
  });

  useEffect(() => {
    let active = true;
    async function run() {
      if (!token) throw new Error("Missing approval token");
      let agreement: { agreementId: string; payerId: string | null };
      try {
        agreement = await postJson("/paypal/billing/execute-agreement", { token });
      } catch (error) {
        const message =
          error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : "Failed to execute billing agreement";
        throw new Error(message, { cause: error });
      }
      const order = readPaypalOrder();
      if (order) {
        await patchJson(`/api/appointments/by-paypal-order/${encodeURIComponent(order.id)}`, {
          paypalBillingAgreementId: agreement.agreementId,
          paypalPayerId: agreement.payerId,
        });
      }
    }
    run()
      .then(() => {
        if (!active) return;
        setState({ status: "done" });
        toast({ title: "Automated Billing Setup Complete" });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setState({
          status: "failed",
          message: error instanceof Error && error.message ? error.message : "An unexpected error occurred during billing setup.",
        });
        toast({
          variant: "destructive",
          title: "Billing Setup Failed",
          description: "There was an issue setting up automatic billing. Please contact support.",
        });
      });
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-16 sm:py-20">
      {provider === "test" && <TestModeNotice />}
      {state.status === "pending" && (
        <div className="flex flex-col items-center gap-4 py-10 text-center" role="status">
          <Icon node={Loader2} className="size-10 animate-spin text-primary" />
          <h1 className="text-2xl font-bold text-brand-deep">Processing Billing Setup</h1>
        </div>
      )}
      {state.status === "done" && (
        <div className="text-center">
          <Icon node={CheckCircle2} className="mx-auto size-14 text-success" />
          <h1 className="mt-4 text-3xl font-bold text-brand-deep">Booking Confirmed!</h1>
          <div className="mt-8 rounded-xl border bg-card p-6 text-left">
            <h2 className="text-lg font-semibold">What happens next</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
              <li>Your {formatDollars(fees.depositCents)} deposit has been processed.</li>
              <li>A confirmation email is on its way to you.</li>
              <li>The remaining {formatDollars(balanceCents(fees))} is charged automatically after your consultation.</li>
              <li>You can cancel automatic billing at any time by contacting us.</li>
            </ul>
          </div>
          <Button asChild className="mt-8">
            <Link to={paths.home}>Return to Home</Link>
          </Button>
        </div>
      )}
      {state.status === "failed" && (
        <div className="text-center">
          <Icon node={AlertTriangle} className="mx-auto size-14 text-destructive" />
          <h1 className="mt-4 text-3xl font-bold text-brand-deep">Setup Failed</h1>
          <p className="mt-3 text-muted-foreground">{state.message}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to={paths.contact}>Contact Support</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home}>Return to Home</Link>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
