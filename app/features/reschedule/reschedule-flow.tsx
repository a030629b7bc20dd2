import { CalendarCheck, Loader2, Phone } from "lucide";
import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import { rescheduleRefusalText } from "#contracts/reschedule.ts";
import { practice } from "#core/practice.ts";
import { formatLongDate, formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { AvailabilityPanel } from "#app/components/available-times/availability-panel.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useReschedule } from "./use-reschedule.ts";
import { noticeDuration } from "#core/booking/notice-wording.ts";

/** The reschedule page's body: the current time, then the list, the confirmation, or why it cannot be moved here. */
export function RescheduleFlow({ token, timeZone }: { token: string; timeZone: string | null }) {
  const { state, pick, confirm, chooseAgain } = useReschedule(token);
  const manageLink = (
    <Link className="font-medium text-primary underline underline-offset-2" to={paths.manageBooking(token)}>
      Back to your booking
    </Link>
  );

  if (state.step === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
        <Icon node={Loader2} className="size-5 animate-spin motion-reduce:animate-none" />
        Loading your booking...
      </p>
    );
  }
  if (state.step === "unknown" || state.step === "failed") {
    return (
      <div role="alert" className="rounded-lg border px-4 py-6">
        <p className="font-medium">
          {state.step === "unknown" ? "This link does not open a booking any more." : "Your booking could not be loaded."}
        </p>
        <PracticeContacts lead="To change your appointment, please contact us:" />
      </div>
    );
  }

  const { options } = state;
  const current = (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{state.step === "done" ? "Your new time" : "Your appointment"}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <AppointmentTime iso={state.step === "done" ? state.moved.start_time : options.appointment.start_time} timeZone={timeZone} />
      </CardContent>
    </Card>
  );

  if (state.step === "done") {
    return (
      <div className="space-y-6">
        <p role="status" className="flex items-center gap-2 font-medium text-brand-deep">
          <Icon node={CalendarCheck} className="size-5 shrink-0 text-primary" />
          Your appointment has been moved. Your deposit carries over; there is nothing more to pay now.
        </p>
        {current}
        <p className="text-sm text-muted-foreground">An updated confirmation with a new calendar invitation is on its way to your email.</p>
        <p>{manageLink}</p>
      </div>
    );
  }

  if (options.refusal) {
    return (
      <div className="space-y-6">
        {current}
        <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-5 text-amber-950">
          <p className="font-medium">{rescheduleRefusalText(options.refusal, options.noticeHours)}</p>
          {options.refusal !== "calendly" && <PracticeContacts lead="Please contact us and we will help:" />}
        </div>
        <p>{manageLink}</p>
      </div>
    );
  }

  if (state.step === "confirm" || state.step === "moving") {
    return (
      <div className="space-y-6">
        {current}
        <Card className="border-primary">
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">Move to this time?</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div>
              <AppointmentTime iso={state.hold.start_time} timeZone={timeZone} />
            </div>
            <p className="text-sm text-muted-foreground">
              We are keeping this time for you for a few minutes. Your deposit carries over to it.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                onClick={() => void confirm(options, state.hold)}
                disabled={state.step === "moving"}
                aria-busy={state.step === "moving" || undefined}
              >
                {state.step === "moving" ? "Moving..." : "Confirm new time"}
              </Button>
              <Button variant="outline" onClick={chooseAgain} disabled={state.step === "moving"}>
                Choose another time
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {current}
      {state.step === "choose" && state.notice && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium">
          {state.notice}
        </p>
      )}
      <section aria-labelledby="new-time-heading" className="space-y-3">
        <h2 id="new-time-heading" className="text-xl font-semibold text-brand-deep">
          Choose a new time
        </h2>
        <p className="text-sm text-muted-foreground">
          You can move your appointment until {formatSlotTime(new Date(options.deadline))} {melbourneZoneLabel(new Date(options.deadline))},{" "}
          {formatLongDate(new Date(options.deadline))} ({noticeDuration(options.noticeHours)} before it starts).
        </p>
        <AvailabilityPanel
          state={{ status: "ready", slots: options.times }}
          timeZone={timeZone}
          onPick={(start) => void pick(options, start)}
          pendingStart={state.step === "holding" ? state.start : null}
        />
      </section>
      <p>{manageLink}</p>
    </div>
  );
}

function PracticeContacts({ lead }: { lead: string }) {
  return (
    <p className="mt-2 text-sm">
      {lead}{" "}
      <a
        className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
        href={`tel:${practice.phone.replaceAll(" ", "")}`}
      >
        <Icon node={Phone} className="size-4" />
        {practice.phoneDisplay}
      </a>
      {" or "}
      <a className="font-medium underline underline-offset-2" href={`mailto:${practice.email}`}>
        {practice.email}
      </a>
      .
    </p>
  );
}
