import { data, type ShouldRevalidateFunction } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { IntakeForm } from "#app/features/intake/intake-form.tsx";
import { intakeFormAction, loadIntakeForm } from "#app/features/intake/intake-page.server.ts";
import type { IntakeAddress } from "#app/features/intake/intake-steps.ts";
import { UnknownLink } from "#app/features/manage-booking/unknown-link.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/manage-booking-intake";

const addressOf =
  (token: string): IntakeAddress =>
  (step) =>
    paths.bookingIntake(token, step);

/**
 * The pre-consultation form, reached without signing in from the booking's manage link: the token names the
 * appointment, and so its patient, whose intake this is. A link that opens no booking (unknown, over or
 * cancelled) is a 404 with its explanation.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const access = await context.get(pageContext).intake.forBooking(params.token);
  if (!access) return data({ page: null }, { status: 404 });
  return { page: await loadIntakeForm(access, new URL(request.url), addressOf(params.token)) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const access = await context.get(pageContext).intake.forBooking(params.token);
  if (!access) throw data("Unknown booking", { status: 404 });
  return intakeFormAction(access, request, addressOf(params.token));
}

/** Once hydrated: a post that cannot reach the server keeps the step as typed, saying so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "Your answers could not be saved just now. Please check your connection and try again.");
}

/** The step saving itself reads nothing again (nor audits a read): the page already shows what was saved. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Pre-consultation Form", description: "Your knee's history, your health and the telehealth consent." });

export default function ManageBookingIntake({ loaderData, actionData, params }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <UnknownLink />;
  return (
    <IntakeForm
      step={page.step}
      view={page.view}
      address={addressOf(params.token)}
      reply={isFormReply(actionData) ? actionData : undefined}
      home={{ href: paths.manageBooking(params.token), label: "Back to your booking" }}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
