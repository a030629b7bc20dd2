import { CalendarCheck, CheckCircle2, Mail, Video } from "lucide";
import { noticeDuration } from "#core/booking/notice-wording.ts";
import { Link, useNavigate } from "react-router";
import { formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import { ROOM_OPENS_MINUTES_BEFORE } from "#core/video-room/room-window.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { IntakePrompt } from "#app/features/intake/intake-prompt.tsx";
import { clearBookingSession, useCompletedBooking } from "#app/features/payments/booking-session.ts";
import { loadPaymentPageConfig } from "#app/features/payments/payment-config.server.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/booking-confirmation";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPaymentPageConfig(context);
}

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Booking Confirmed", description: "Your telehealth consultation is booked." });

const nextSteps = [
  "A confirmation email with a calendar invitation is on its way to you.",
  `Your consultation is a video call in your browser. Its link is in that email, the invitation and on your booking page; the room opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before your appointment.`,
  "Find a quiet space of about 2m x 2m, and have your phone or laptop camera ready.",
  "After the consultation you receive your personalised rehabilitation program.",
];

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const { provider, noticeHours } = loaderData;
  const navigate = useNavigate();
  const booking = useCompletedBooking();
  const timeZone = useBrowserTimeZone();

  function returnHome() {
    clearBookingSession();
    navigate(paths.home);
  }

  if (booking === undefined) return <div className="min-h-[60vh]" aria-busy="true" />;
  if (booking === null) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-brand-deep">No booking to show</h1>
        <p className="mt-4 text-muted-foreground">
          We could not find a completed booking in this browser. If you have paid, your confirmation email has the details; otherwise you
          can book a consultation now.
        </p>
        <Button asChild className="mt-8">
          <Link to={paths.bookConsultation}>Book Consultation</Link>
        </Button>
      </section>
    );
  }

  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
        <header className="text-center">
          <Icon node={CheckCircle2} className="mx-auto size-14 text-success" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Booking Confirmed!</h1>
          <p className="mt-3 text-muted-foreground">
            Your {formatDollars(booking.depositCents)} deposit has been processed. The remaining {formatDollars(booking.balanceCents)} is
            charged after your consultation.
          </p>
        </header>
        {provider === "test" && <TestModeNotice />}
        {booking.intakeUrl && <IntakePrompt href={booking.intakeUrl} submitted={false} />}
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2 text-xl">
                <Icon node={CalendarCheck} className="size-5 text-primary" />
                Appointment details
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-muted-foreground">Date and time</dt>
              <dd>
                {booking.startTime ? (
                  <AppointmentTime iso={booking.startTime} timeZone={booking.patientTimeZone ?? timeZone} />
                ) : (
                  "To be chosen"
                )}
              </dd>
              {/* Known when this browser made the booking; a receipt link opened elsewhere has the time alone. */}
              {booking.name && (
                <>
                  <dt className="font-medium text-muted-foreground">Name</dt>
                  <dd className="break-words">{booking.name}</dd>
                </>
              )}
              {booking.email && (
                <>
                  <dt className="font-medium text-muted-foreground">Email</dt>
                  <dd className="break-all">{booking.email}</dd>
                </>
              )}
              {booking.phone && (
                <>
                  <dt className="font-medium text-muted-foreground">Phone</dt>
                  <dd>{booking.phone}</dd>
                </>
              )}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2 text-xl">
                <Icon node={Video} className="size-5 text-primary" />
                Service information
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-muted-foreground">Service</dt>
              <dd>ACL Rehabilitation Consultation</dd>
              <dt className="font-medium text-muted-foreground">Duration</dt>
              <dd>30 minutes</dd>
              <dt className="font-medium text-muted-foreground">Provider</dt>
              <dd>
                {practice.practitionerName}, {practice.practitionerTitle}
              </dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl">What Happens Next?</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="list-decimal space-y-2 pl-5 text-sm">
              {nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </CardContent>
        </Card>
        <section aria-labelledby="changes-heading" className="rounded-xl border bg-card p-6 text-sm">
          <h2 id="changes-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Icon node={Mail} className="size-5 text-primary" />
            Need to Make Changes?
          </h2>
          <p className="mt-2 text-muted-foreground">
            Until {noticeDuration(noticeHours)} before your appointment you can move it to another time, or cancel it with your deposit
            refunded in full; after that you can still cancel, but the deposit is kept. Your booking page does both, and its link is in your
            confirmation email too.
          </p>
          {booking.manageUrl ? (
            <Button asChild variant="outline" className="mt-4">
              <a href={booking.manageUrl}>Manage your booking</a>
            </Button>
          ) : (
            <p className="mt-2 text-muted-foreground">
              Questions? Write to{" "}
              <a className="text-primary underline underline-offset-2" href={`mailto:${practice.email}`}>
                {practice.email}
              </a>
              .
            </p>
          )}
        </section>
        <div className="text-center">
          <Button type="button" size="lg" onClick={returnHome}>
            Return to Home
          </Button>
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
