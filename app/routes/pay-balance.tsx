import { Lock } from "lucide";
import { data, redirect } from "react-router";
import { paymentLinkCaptureSchema } from "#contracts/admin.ts";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { BalancePayment } from "#app/features/pay-balance/balance-payment.tsx";
import { BalanceSummary } from "#app/features/pay-balance/balance-summary.tsx";
import { LinkStatusMessage } from "#app/features/pay-balance/link-status-message.tsx";
import { invalidReply, isFormReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/pay-balance";

export const meta: Route.MetaFunction = () => unlistedPageMeta({ title: "Pay Your Balance", description: "Pay Your Balance" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The link's state, as GET /api/payment-links/:token reads it; the provider decides how it is paid
 * (docs/product/decisions.md, 4). PayPal sends the payer back with `?token=<order>`; `?paid` follows a payment.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { paymentProvider: provider, balance } = context.get(pageContext);
  const view = await balance.view(params.token);
  if (!view) return data({ provider, view: null, returned: null, justPaid: false }, { status: 404 });
  const search = new URL(request.url).searchParams;
  return { provider, view, returned: view.status === "open" ? search.get("token") : null, justPaid: search.has("paid") };
}

/**
 * `pay`: the order (PayPal's approval page, or the test approval on this page); `approve`/`decline`: the
 * test provider's choice, then the capture; `capture`: the payment PayPal's page approved. Paid once; a
 * refusal (declined, expired) says why and offers 'Pay' again.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const { balance, paymentProvider } = context.get(pageContext);
  const intent = formData.get("intent");
  if (intent === "pay") {
    const order = await balance.order(params.token);
    if (!order.ok) return refusedReply(order.refusal, {});
    // PayPal's approval page; the test provider's approval stands on this page instead.
    return paymentProvider === "paypal" && order.value.approveUrl ? redirect(order.value.approveUrl) : { testOrderId: order.value.id };
  }
  const submission = parseSubmission(formData, paymentLinkCaptureSchema);
  if (!submission.ok) return invalidReply(submission.reply);
  const { orderId } = submission.value;
  if (intent === "approve" || intent === "decline") {
    const decided = await balance.decideTest(orderId, intent);
    if (!decided.ok) return refusedReply(decided.refusal, {});
  } else if (intent !== "capture") {
    throw data("Unknown action", { status: 400 });
  }
  const captured = await balance.capture(params.token, orderId);
  if (!captured.ok) return refusedReply(captured.refusal, {});
  return redirect(`${paths.payBalance(params.token)}?paid`);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "The payment could not be completed. Please check your connection and try again.");
}

export default function PayBalance({ loaderData, actionData }: Route.ComponentProps) {
  const { provider, view, returned, justPaid } = loaderData;
  const reply = isFormReply(actionData) ? actionData : undefined;
  const testOrderId = actionData && "testOrderId" in actionData ? actionData.testOrderId : null;
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Pay Your Balance</h1>
        <p className="mt-3 text-muted-foreground">The remaining fee of your consultation, paid securely online.</p>
        {provider === "test" && <TestModeNotice className="mt-6" />}
        <div className="mt-6" aria-live="polite">
          {!view ? (
            <LinkStatusMessage status="unknown" />
          ) : (
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
                <BalanceSummary view={view} />
                {justPaid && view.status === "paid" && (
                  <p role="status" className="rounded-md border border-primary/30 bg-secondary/60 p-4 text-sm">
                    <strong>Payment Successful</strong> Thank you. Your receipt is on its way by email.
                  </p>
                )}
                {reply && (
                  <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
                    <strong className="text-destructive">Payment Failed</strong> {reply.error}
                  </p>
                )}
                {view.status === "open" ? (
                  <BalancePayment
                    amountCents={view.amountCents}
                    provider={provider}
                    testOrderId={testOrderId}
                    returnedOrderId={reply ? null : returned}
                  />
                ) : (
                  <LinkStatusMessage status={view.status} paidAt={view.paidAt} />
                )}
              </CardContent>
            </Card>
          )}
        </div>
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
