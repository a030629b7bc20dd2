import { data } from "react-router";
import { exerciseReminderChoiceSchema } from "#contracts/exercise-reminders.ts";
import { pageContext } from "#contracts/page-context.ts";
import { practice } from "#core/practice.ts";
import { ReminderChoiceForm } from "#app/features/exercise-reminders/reminder-choice-form.tsx";
import { SignInCard } from "#app/features/patient-sign-in/sign-in-card.tsx";
import { invalidReply, isFormReply, noStoreWithRetryAfter, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/exercise-reminders";

const unknown = () => data({ known: false } as const, { status: 404 });

// Opening the link changes nothing (mail programs open links to check them): only the page's button does.
export async function loader({ context, params }: Route.LoaderArgs) {
  const state = await context.get(pageContext).exerciseReminders.state(params.token);
  return state ? { known: true as const, state } : unknown();
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), exerciseReminderChoiceSchema);
  if (!submission.ok) return invalidReply(submission.reply);
  const outcome = await context.get(pageContext).exerciseReminders.choose(params.token, submission.value);
  if (outcome.ok) return { changed: outcome.value };
  return outcome.refusal.status === 404 ? unknown() : refusedReply(outcome.refusal, submission.values);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "Your choice could not reach us. Please check your connection and press the button again.");
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => noStoreWithRetryAfter(actionHeaders);

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Exercise reminders", description: `Turn the weekly exercise reminders from ${practice.siteName} off or on.` });

export default function ExerciseReminders({ loaderData, actionData }: Route.ComponentProps) {
  const reply = isFormReply(actionData) ? actionData : undefined;
  const changed = actionData && "changed" in actionData ? actionData.changed : undefined;
  if (!loaderData.known || (actionData && "known" in actionData)) {
    return (
      <SignInCard title="This link does not work" description="It is not a link from one of our reminder emails.">
        <p className="text-sm">
          Please use the link in your latest reminder email, or reply to that email and we will turn the reminders off for you.
        </p>
      </SignInCard>
    );
  }
  return (
    <SignInCard title="Exercise reminders" description={`The weekly reminder from ${practice.siteName} to do your exercises.`}>
      <ReminderChoiceForm state={changed ?? loaderData.state} changed={changed !== undefined} reply={reply} />
    </SignInCard>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
