import { Link, redirect } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { signInLinkRequestSchema } from "#contracts/patient-sign-in.ts";
import { patientSignInMessages } from "#contracts/patient-sign-in-messages.ts";
import { paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";
import type { SignInLinkSent } from "#app/features/patient-sign-in/sign-in-answer.ts";
import { SignInCard, SignInStatus } from "#app/features/patient-sign-in/sign-in-card.tsx";
import { SignInForm } from "#app/features/patient-sign-in/sign-in-form.tsx";
import { invalidReply, parseSubmission, refusedReply, noStoreWithRetryAfter } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/sign-in";

// Per request: a signed-in patient goes straight to My care; after signing out, the page says so.
export async function loader({ context, request }: Route.LoaderArgs) {
  if (await context.get(pageContext).patientSession(request)) throw redirect(paths.myCare);
  const signedOut = new URL(request.url).searchParams.get("signed-out");
  return { signedOut: signedOut === null ? null : signedOut === "everywhere" ? "everywhere" : "this" };
}

/** A link asked for as POST /api/patient/sign-in-link asks: the same answer whatever the email (docs/decisions/0047). */
export async function action({ context, request }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), signInLinkRequestSchema);
  if (!submission.ok) return invalidReply(submission.reply);
  const outcome = await context.get(pageContext).patient.requestLink(submission.value);
  if (!outcome.ok) return refusedReply(outcome.refusal, submission.values);
  return { status: "sent" } satisfies SignInLinkSent;
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "Your request could not be sent. Please check your connection and try again.");
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => noStoreWithRetryAfter(actionHeaders);

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Sign in", description: `Sign in to My care at ${practice.siteName} with a link sent to your email.` });

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return (
    <SignInCard
      title="Sign in to My care"
      description="Your appointments, forms and exercise playlists in one place. Enter the email you booked with and we will send you a link that signs you in: no password needed."
    >
      {loaderData.signedOut && (
        <SignInStatus>
          {loaderData.signedOut === "everywhere" ? patientSignInMessages.signedOutEverywhere : patientSignInMessages.signedOut}
        </SignInStatus>
      )}
      <SignInForm />
      <p className="text-sm text-muted-foreground">
        New to the practice?{" "}
        <Link to={paths.bookConsultation} className="text-primary underline underline-offset-4">
          Book a consultation
        </Link>
        : My care opens with your first booking.
      </p>
    </SignInCard>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
