import { CalendarCheck, Phone } from "lucide";
import { Form, Link, useNavigation } from "react-router";
import { paths } from "#contracts/paths.ts";
import type { RescheduleOptions } from "#contracts/reschedule.ts";
import { rescheduleRefusalText } from "#contracts/reschedule-refusal.ts";
import { practice } from "#core/practice.ts";
import { formatLongDate, formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";
import { AppointmentTime } from "#app/components/appointment-time.tsx";
import { AvailabilityPanel } from "#app/components/available-times/availability-panel.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { laterTimesHref, type ListedTimes } from "#app/lib/times-from.ts";
import type { RescheduleAnswer } from "./reschedule-answer.ts";
import { noticeDuration } from "#core/booking/notice-wording.ts";
import { PhoneLink } from "#app/components/phone-link.tsx";

/**
 * The reschedule page's body, from its loader and its action (docs/decisions/0037): the current time, then
 * the list of times (each a submit button: pressed, the time is held), the confirmation of the held time
 * (a form: confirmed, the appointment moves), or why it cannot be moved here. Every step is a plain post,
 * so it works before the page's script has loaded and without it.
 */
export function RescheduleFlow({
  token,
  options,
  times,
  answer,
  timeZone,
}: {
  token: string;
  options: Omit<RescheduleOptions, "times"> | null;
  /** The open times the page lists. */
  times: ListedTimes | null;
  answer: RescheduleAnswer | undefined;
  timeZone: string | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" ? navigation.formData?.get("intent")?.toString() : undefined;
  const manageLink = (
    <Link className="font-medium text-primary underline underline-offset-2" to={paths.manageBooking(token)}>
      Back to your booking
    </Link>
  );

  if (!options) {
    return (
      <div role="alert" className="rounded-lg border px-4 py-6">
        <p className="font-medium">This link does not open a booking any more.</p>
        <PracticeContacts lead="To change your appointment, please contact us:" />
      </div>
    );
  }

  const done = answer && "step" in answer && answer.step === "done" ? answer.moved : null;
  const current = (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{done ? "Your new time" : "Your appointment"}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <AppointmentTime iso={done ? done.start_time : options.appointment.start_time} timeZone={timeZone} />
      </CardContent>
    </Card>
  );

  if (done) {
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

  const held = answer && "step" in answer && answer.step === "confirm" ? answer.hold : null;
  if (held) {
    const moving = sending === "move";
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
              <AppointmentTime iso={held.start_time} timeZone={timeZone} />
            </div>
            <p className="text-sm text-muted-foreground">
              We are keeping this time for you for a few minutes. Your deposit carries over to it.
            </p>
            <Form method="post" className="flex flex-col gap-3 sm:flex-row">
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="holdId" value={held.holdId} />
              <Button type="submit" disabled={moving} aria-busy={moving || undefined}>
                {moving ? "Moving..." : "Confirm new time"}
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.rescheduleBooking(token)}>Choose another time</Link>
              </Button>
            </Form>
          </CardContent>
        </Card>
      </div>
    );
  }

  const refusal = answer && "fields" in answer ? answer : undefined;
  return (
    <div className="space-y-6">
      {current}
      {refusal && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium">
          {refusal.error}
        </p>
      )}
      <section id="available-times" aria-labelledby="new-time-heading" className="scroll-mt-20 space-y-3">
        <h2 id="new-time-heading" className="text-xl font-semibold text-brand-deep">
          Choose a new time
        </h2>
        <p className="text-sm text-muted-foreground">
          You can move your appointment until {formatSlotTime(new Date(options.deadline))} {melbourneZoneLabel(new Date(options.deadline))},{" "}
          {formatLongDate(new Date(options.deadline))} ({noticeDuration(options.noticeHours)} before it starts).
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="hold" />
          <AvailabilityPanel
            times={times}
            timeZone={timeZone}
            busy={sending === "hold"}
            pendingStart={sending === "hold" ? (navigation.formData?.get("start_time")?.toString() ?? null) : null}
            laterHref={laterTimesHref}
          />
        </Form>
      </section>
      <p>{manageLink}</p>
    </div>
  );
}

function PracticeContacts({ lead }: { lead: string }) {
  return (
    <p className="mt-2 text-sm">
      {lead}{" "}
      <PhoneLink
        className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
        number={practice.phone}
        display={practice.phoneDisplay}
      >
        <Icon node={Phone} className="size-4" />
      </PhoneLink>
      {" or "}
      <a className="font-medium underline underline-offset-2" href={`mailto:${practice.email}`}>
        {practice.email}
      </a>
      .
    </p>
  );
}
