import { data } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { rescheduleHoldSchema, rescheduleRequestSchema } from "#contracts/reschedule.ts";
import type { RescheduleAnswer } from "#app/features/reschedule/reschedule-answer.ts";
import { RescheduleFlow } from "#app/features/reschedule/reschedule-flow.tsx";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { listTimesFrom } from "#app/lib/times-from.ts";
import { revalidateAfterConflict } from "#app/lib/revalidate-after-conflict.ts";
import type { Route } from "./+types/manage-booking-reschedule";

// Per request: the rule's answer and the open times of the moment (from `?from=` on, the list's 'Show later
// times'); an unknown or finished link is a 404.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const options = await context.get(pageContext).booking.rescheduleOptions(params.token);
  if (!options) return data({ options: null, times: null }, { status: 404 });
  const { times, ...rest } = options;
  return { options: rest, times: listTimesFrom(times, new URL(request.url).searchParams.get("from")) };
}

export const shouldRevalidate = revalidateAfterConflict;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** A time pressed (`hold`) is kept while the patient confirms; the confirmation (`move`) moves the appointment. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const booking = context.get(pageContext).booking;
  if (formData.get("intent") === "move") {
    const submission = parseSubmission(formData, rescheduleRequestSchema);
    if (!submission.ok) return invalidReply(submission.reply);
    const outcome = await booking.moveToHeldTime(params.token, submission.value.holdId);
    if (!outcome.ok) return refusedReply(outcome.refusal, {});
    return { step: "done", moved: outcome.value } satisfies RescheduleAnswer;
  }
  const submission = parseSubmission(formData, rescheduleHoldSchema);
  if (!submission.ok) return invalidReply(submission.reply);
  const outcome = await booking.holdForReschedule(params.token, submission.value.start_time);
  if (!outcome.ok) return refusedReply(outcome.refusal, {});
  return { step: "confirm", hold: outcome.value } satisfies RescheduleAnswer;
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "We could not reach the server. Please check your connection and try again.");
}

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({
    title: "Reschedule Your Appointment",
    description: "Choose a new time for your consultation.",
  });

/** /manage-booking/:token/reschedule: the patient moves their appointment; the link is the only key. */
export default function ManageBookingReschedule({ loaderData, actionData, params }: Route.ComponentProps) {
  const timeZone = useBrowserTimeZone();
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Reschedule Your Appointment</h1>
        <p className="mt-3 text-muted-foreground">
          Choose a new time for your telehealth consultation. Your deposit carries over: nothing is paid again.
        </p>
        <div className="mt-6" aria-live="polite">
          <RescheduleFlow
            token={params.token}
            options={loaderData.options}
            times={loaderData.times}
            answer={actionData}
            timeZone={timeZone}
          />
        </div>
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
