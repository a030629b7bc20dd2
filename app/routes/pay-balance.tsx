import { Loader2, Lock } from "lucide";
import { pageContext } from "#contracts/page-context.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { BalancePayment } from "#app/features/pay-balance/balance-payment.tsx";
import { BalanceSummary } from "#app/features/pay-balance/balance-summary.tsx";
import { LinkStatusMessage } from "#app/features/pay-balance/link-status-message.tsx";
import { useBalanceLink } from "#app/features/pay-balance/use-balance-link.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/pay-balance";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Pay Your Balance", description: "Pay Your Balance", path: "/pay-balance/" }),
  { name: "robots", content: "noindex" },
];

// The provider decides how the page pays (product decision 4); the link itself is read from the API.
export function loader({ context }: Route.LoaderArgs) {
  return { provider: context.get(pageContext).paymentProvider };
}

export default function PayBalance({ loaderData, params }: Route.ComponentProps) {
  const checkout = useBalanceLink(params.token);
  const { state } = checkout;

  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Pay Your Balance</h1>
        <p className="mt-3 text-muted-foreground">The remaining fee of your consultation, paid securely online.</p>
        {loaderData.provider === "test" && <TestModeNotice className="mt-6" />}
        <div className="mt-6" aria-live="polite" aria-busy={state.kind === "loading" || checkout.processing}>
          {state.kind === "loading" && (
            <p className="flex items-center gap-2 py-6 text-muted-foreground">
              <Icon node={Loader2} className="size-5 animate-spin" />
              Loading your payment...
            </p>
          )}
          {(state.kind === "unknown" || state.kind === "unavailable") && <LinkStatusMessage status={state.kind} />}
          {state.kind === "ready" && (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2 className="flex items-center gap-2 text-xl">
                    <Icon node={Lock} className="size-5 text-primary" />
                    Consultation balance
                  </h2>
                </CardTitle>
                <CardDescription>Amount set by the practice; nothing to enter.</CardDescription>
              </CardHeader>
              <CardContent className="space-y-6">
                <BalanceSummary view={state.view} />
                {state.view.status === "open" ? (
                  <div>
                    {checkout.processing && (
                      <p className="flex items-center justify-center gap-2 py-4 text-sm font-medium">
                        <Icon node={Loader2} className="size-4 animate-spin" />
                        Processing payment...
                      </p>
                    )}
                    {/* Hidden, not unmounted, while a step runs: it keeps the order the patient is approving. */}
                    <div className={checkout.processing ? "hidden" : undefined}>
                      <BalancePayment amountCents={state.view.amountCents} provider={loaderData.provider} checkout={checkout} />
                    </div>
                  </div>
                ) : (
                  <LinkStatusMessage status={state.view.status} paidAt={state.view.paidAt} />
                )}
              </CardContent>
            </Card>
          )}
        </div>
      </section>
    </div>
  );
}
