import { Loader2, Lock, ShieldCheck } from "lucide";
import { noticeDuration } from "#core/booking/notice-wording.ts";
import { useEffect, useMemo } from "react";
import { redirect } from "react-router";
import type { CheckoutSubject } from "#contracts/booking-pages.ts";
import { pageContext } from "#contracts/page-context.ts";
import { balanceCents, formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { loadPaymentPageConfig } from "#app/features/payments/payment-config.server.ts";
import { PaypalButtons } from "#app/features/payments/paypal-buttons.tsx";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { TestPaymentPanel } from "#app/features/payments/test-payment-panel.tsx";
import { useDepositCheckout } from "#app/features/payments/use-deposit-checkout.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/checkout";

// Per request: the deposit from the server's fee schedule (docs/decisions/0006), and what this browser is
// checking out, handed over by the booking form (docs/decisions/0037); nothing to pay for → back to the form.
export async function loader({ context, request }: Route.LoaderArgs) {
  const subject = await context.get(pageContext).booking.checkout(request);
  if (!subject) throw redirect(`${paths.bookConsultation}?start-again#booking`);
  return { ...(await loadPaymentPageConfig(context)), subject };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({
    title: "Secure Your Appointment",
    description: "Pay the consultation deposit to secure your telehealth appointment.",
  });

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { fees, provider, paypalClientId, noticeHours, subject } = loaderData;
  const browserZone = useBrowserTimeZone();
  const checkoutSubject = useMemo<CheckoutSubject>(
    () => ({ ...subject, timeZone: subject.timeZone ?? browserZone }),
    [subject, browserZone],
  );

  // The pay-first path's word on arrival: the booking form saved the details and sent the patient on.
  useEffect(() => {
    if (subject.justSaved) toast({ title: "Information Saved", description: "Proceeding to secure payment..." });
  }, [subject.justSaved]);

  return (
    <CheckoutForm subject={checkoutSubject} fees={fees} provider={provider} paypalClientId={paypalClientId} noticeHours={noticeHours} />
  );
}

function CheckoutForm({
  subject,
  fees,
  provider,
  paypalClientId,
  noticeHours,
}: {
  subject: CheckoutSubject;
  fees: Route.ComponentProps["loaderData"]["fees"];
  provider: "test" | "paypal";
  paypalClientId: string | null;
  noticeHours: number;
}) {
  const checkout = useDepositCheckout(subject);
  const deposit = formatDollars(fees.depositCents);

  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Complete Your Appointment Booking</h1>
          <p className="mt-3 text-lg text-muted-foreground">Secure your appointment with a {deposit} deposit payment</p>
        </header>
        {provider === "test" && <TestModeNotice className="mx-auto mb-6 max-w-3xl" />}
        <div className="grid gap-6 lg:grid-cols-5">
          <Card className="lg:col-span-3">
            <CardHeader>
              <CardTitle>
                <h2 className="text-xl">Appointment summary</h2>
              </CardTitle>
              <CardDescription>ACL Rehabilitation Consultation with {practice.practitionerName}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 text-sm sm:grid-cols-[8rem_1fr]">
                <dt className="font-medium text-muted-foreground">Time</dt>
                <dd>
                  {subject.selectedTime ? (
                    <AppointmentTime iso={subject.selectedTime} timeZone={subject.timeZone} />
                  ) : (
                    "You choose your time straight after paying."
                  )}
                </dd>
                <dt className="font-medium text-muted-foreground">Length</dt>
                <dd>30 minutes, by secure video</dd>
                <dt className="font-medium text-muted-foreground">Name</dt>
                <dd className="break-words">{subject.name}</dd>
                <dt className="font-medium text-muted-foreground">Email</dt>
                <dd className="break-all">{subject.email}</dd>
                <dt className="font-medium text-muted-foreground">Phone</dt>
                <dd>{subject.phone}</dd>
              </dl>
              <dl className="mt-6 space-y-2 border-t pt-4 text-sm">
                <div className="flex justify-between">
                  <dt>Consultation fee</dt>
                  <dd>
                    {formatDollars(fees.consultationCents)} {fees.currency}
                  </dd>
                </div>
                <div className="flex justify-between text-base font-semibold">
                  <dt>Deposit due now</dt>
                  <dd>
                    {deposit} {fees.currency}
                  </dd>
                </div>
                <div className="flex justify-between text-muted-foreground">
                  <dt>Balance after your consultation</dt>
                  <dd>
                    {formatDollars(balanceCents(fees))} {fees.currency}
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>
                <h2 className="flex items-center gap-2 text-xl">
                  <Icon node={Lock} className="size-5 text-primary" />
                  Payment
                </h2>
              </CardTitle>
              <CardDescription>
                {provider === "paypal" ? "Pay securely with PayPal or a card." : "Test payments only: no money moves."}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <div aria-live="polite" aria-busy={checkout.processing}>
                {checkout.processing && (
                  <p className="flex items-center justify-center gap-2 py-4 text-sm font-medium">
                    <Icon node={Loader2} className="size-4 animate-spin" />
                    Processing payment...
                  </p>
                )}
              </div>
              <div className={checkout.processing ? "hidden" : undefined}>
                {provider === "paypal" && paypalClientId ? (
                  <PaypalButtons clientId={paypalClientId} checkout={checkout} />
                ) : (
                  <TestPaymentPanel depositCents={fees.depositCents} checkout={checkout} />
                )}
              </div>
              <p className="flex gap-2 text-xs text-muted-foreground">
                <Icon node={ShieldCheck} className="size-4 shrink-0" />
                The deposit is refundable when you cancel or reschedule at least {noticeDuration(noticeHours)} before your appointment.
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
