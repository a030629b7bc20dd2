import { CalendarClock, CheckCircle2, ClipboardList, Dumbbell, LineChart, Loader2, Video } from "lucide";
import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatDollars } from "#core/fees.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import {
  saveCompletedBooking,
  savePaymentConfirmation,
  usePaymentConfirmation,
  type PaymentConfirmation,
} from "#app/features/payments/booking-session.ts";
import { CalendlyInline } from "#app/features/payments/calendly-inline.tsx";
import { loadPaymentPageConfig } from "#app/features/payments/payment-config.server.ts";
import type { CompletedBooking, OrderAwaitingTime } from "#contracts/payments.ts";
import { AvailabilityPanel } from "#app/components/available-times/availability-panel.tsx";
import { pageContext } from "#contracts/page-context.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { laterTimesHref, listTimesFrom } from "#app/lib/times-from.ts";
import type { Route } from "./+types/schedule-appointment";

// The open times come with the page: a paid patient chooses from the server's list of the moment (from
// `?from=` on, the list's 'Show later times').
export async function loader({ context, request }: Route.LoaderArgs) {
  const [config, times] = await Promise.all([
    loadPaymentPageConfig(context, { withCalendly: true }),
    context.get(pageContext).booking.availableTimes(),
  ]);
  return { ...config, times: listTimesFrom(times, new URL(request.url).searchParams.get("from")) };
}

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({
    title: "Choose Your Appointment Time",
    description: "Your deposit is paid: choose the time of your telehealth consultation.",
  });

export const REDIRECT_AFTER_SCHEDULING_MS = 2_000;

const expectations = [
  { icon: Video, text: "A 30-minute video assessment of your knee, your history and your goals" },
  { icon: ClipboardList, text: "A personalised rehabilitation program for your stage of recovery" },
  { icon: Dumbbell, text: "Exercise demonstrations, so you know each movement is done right" },
  { icon: LineChart, text: "Progress tracking, with clear milestones for your return to sport" },
];

export default function ScheduleAppointment({ loaderData }: Route.ComponentProps) {
  const { fees, provider, calendlyUrl, times } = loaderData;
  const navigate = useNavigate();
  const stored = usePaymentConfirmation();
  const [params] = useSearchParams();
  const orderFromLink = params.get("order");
  const [linked, setLinked] = useState<PaymentConfirmation | null>(null);
  const payment = stored ?? linked;
  const timeZone = useBrowserTimeZone();
  const [stage, setStage] = useState<"awaiting" | "picking" | "saving" | "confirmed">("awaiting");
  const [pendingStart, setPendingStart] = useState<string | null>(null);

  useEffect(() => {
    if (stored !== null) return;
    const deny = () => {
      toast({ variant: "destructive", title: "Access Denied", description: "Please complete payment first to schedule your appointment" });
      navigate(paths.bookConsultation, { replace: true });
    };
    if (!orderFromLink) return deny();
    // Opened from the deposit receipt's link, perhaps in another browser: ask the server whether a paid
    // appointment waits for a time (whose, only if this browser paid for it).
    let active = true;
    fetch(`/paypal/order/${encodeURIComponent(orderFromLink)}/booking`, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<OrderAwaitingTime>) : Promise.reject(new Error(`${response.status}`))))
      .then((found) => {
        if (!active) return;
        savePaymentConfirmation(found);
        setLinked(found);
      })
      .catch(() => active && deny());
    return () => {
      active = false;
    };
  }, [stored, orderFromLink, navigate]);

  const schedule = useCallback(
    async (choice: { scheduledTime?: string; calendlyUri?: string }) => {
      if (!payment) return;
      setStage("saving");
      setPendingStart(choice.scheduledTime ?? null);
      try {
        const { booking } = await postJson<{ booking: CompletedBooking }>("/api/update-booking-schedule", {
          paypalOrderId: payment.paypalOrderId,
          scheduledTime: choice.scheduledTime ?? null,
          calendlyUri: choice.calendlyUri ?? null,
        });
        saveCompletedBooking({ ...booking, name: payment.customerName, email: payment.customerEmail, phone: payment.customerPhone });
        setStage("confirmed");
        toast({ title: "Appointment Confirmed!", description: "Check your email for details." });
        window.setTimeout(() => navigate(paths.bookingConfirmation), REDIRECT_AFTER_SCHEDULING_MS);
      } catch (error) {
        setStage("picking");
        setPendingStart(null);
        // A time taken a moment ago is the patient's to fix: say so and let them pick another.
        const taken = error instanceof ApiRequestError && error.status === 409 && error.serverMessage;
        toast({
          variant: "destructive",
          title: "Scheduling Error",
          description: taken || "Payment was successful but there was an issue scheduling. Please contact support.",
        });
      }
    },
    [navigate, payment],
  );

  const onCalendlyScheduled = useCallback(({ eventUri }: { eventUri: string }) => void schedule({ calendlyUri: eventUri }), [schedule]);

  if (!payment) {
    return (
      <section className="mx-auto flex max-w-3xl items-center justify-center gap-3 px-4 py-24 text-muted-foreground" aria-busy="true">
        <Icon node={Loader2} className="size-5 animate-spin" />
      </section>
    );
  }

  if (stage === "confirmed") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-live="polite">
        <Icon node={CheckCircle2} className="mx-auto size-14 text-success" />
        <h1 className="mt-4 text-3xl font-bold text-brand-deep">Appointment Confirmed!</h1>
        <p className="mt-3 text-muted-foreground">Check your email for details.</p>
        <Button asChild className="mt-8">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </section>
    );
  }

  const steps = [
    { title: "Deposit paid", text: `Your ${formatDollars(fees.depositCents)} deposit is secured.`, done: true },
    { title: "Choose your time", text: "Pick the consultation time that suits you.", done: false },
    { title: "Get your confirmation", text: "An email with your calendar invitation follows.", done: false },
  ];

  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
        <header className="text-center">
          <Icon node={CheckCircle2} className="mx-auto size-14 text-success" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Payment Successful!</h1>
          <p className="mt-3 text-muted-foreground">
            Your {formatDollars(fees.depositCents)} deposit has been processed. Now choose your appointment time.
          </p>
        </header>
        {provider === "test" && <TestModeNotice />}
        <ol className="grid gap-3 sm:grid-cols-3" aria-label="Booking steps">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-xl border bg-card p-4" aria-current={index === 1 ? "step" : undefined}>
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${step.done ? "bg-success text-white" : index === 1 ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground"}`}
                aria-hidden="true"
              >
                {step.done ? "✓" : index + 1}
              </span>
              <span>
                <span className="block font-semibold">{step.title}</span>
                <span className="block text-sm text-muted-foreground">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2 text-xl">
                <Icon node={CalendarClock} className="size-5 text-primary" />
                Choose your appointment time
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {stage === "awaiting" ? (
              <div className="space-y-3">
                {payment.customerName && (
                  <p className="text-sm text-muted-foreground">
                    Booking for {payment.customerName} ({payment.customerEmail}).
                  </p>
                )}
                <Button type="button" size="lg" onClick={() => setStage("picking")}>
                  Select Appointment Time
                </Button>
              </div>
            ) : calendlyUrl ? (
              <CalendlyInline
                url={calendlyUrl}
                name={payment.customerName}
                email={payment.customerEmail}
                onScheduled={onCalendlyScheduled}
              />
            ) : (
              <div id="available-times" className="scroll-mt-20 space-y-3">
                <p className="text-sm text-muted-foreground">
                  {payment.customerName && `Booking for ${payment.customerName} (${payment.customerEmail}). `}Times are in Melbourne time.
                </p>
                <AvailabilityPanel
                  times={times}
                  timeZone={timeZone}
                  busy={stage === "saving"}
                  pendingStart={pendingStart}
                  onPick={(iso) => void schedule({ scheduledTime: iso })}
                  laterHref={laterTimesHref}
                />
              </div>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl">What to Expect</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2">
              {expectations.map(({ icon, text }) => (
                <li key={text} className="flex gap-3 text-sm">
                  <Icon node={icon} className="mt-0.5 size-5 shrink-0 text-primary" />
                  {text}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
