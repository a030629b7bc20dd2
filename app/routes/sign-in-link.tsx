import { data, redirect } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { patientSignInMessages } from "#contracts/patient-sign-in-messages.ts";
import { paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";
import { SignInWithLink } from "#app/features/patient-sign-in/link-landing.tsx";
import { SignInCard } from "#app/features/patient-sign-in/sign-in-card.tsx";
import { UnusableLinkHelp } from "#app/features/patient-sign-in/unusable-link.tsx";
import { isFormReply, refusedReply, noStoreWithRetryAfter } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/sign-in-link";

/** The answer for a link that is used, expired or unknown: one page, one status, whichever it is. */
const unusable = () => data({ usable: false } as const, { status: 404 });

// Reading the link uses nothing up (mail programs open links to check them): only the page's button signs in.
export async function loader({ context, params }: Route.LoaderArgs) {
  return (await context.get(pageContext).patient.isLinkUsable(params.token)) ? { usable: true as const } : unusable();
}

/** The link used up and a session started (its cookie set), then My care; or the page of a link that no longer works. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const outcome = await context.get(pageContext).patient.signIn(request, params.token);
  if (outcome.ok) return redirect(paths.myCare, { headers: { "Set-Cookie": outcome.value.setCookie } });
  return outcome.refusal.status === 404 ? unusable() : refusedReply(outcome.refusal, {});
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "Signing in could not reach us. Please check your connection and press Sign in again.");
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => noStoreWithRetryAfter(actionHeaders);

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Sign in", description: `Sign in to My care at ${practice.siteName}.` });

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const reply = isFormReply(actionData) ? actionData : undefined;
  // The button's post found the link used meanwhile (another tab, another device).
  const usedMeanwhile = actionData !== undefined && reply === undefined;
  if (!loaderData.usable || usedMeanwhile) {
    return (
      <SignInCard title={patientSignInMessages.linkUnusable} description="This link cannot sign you in.">
        <UnusableLinkHelp />
      </SignInCard>
    );
  }
  return (
    <SignInCard title="Sign in to My care" description={`You are signing in to My care at ${practice.siteName} on this device.`}>
      <SignInWithLink reply={reply} />
    </SignInCard>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
