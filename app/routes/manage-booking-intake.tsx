import { data } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { IntakeForm } from "#app/features/intake/intake-form.tsx";
import { intakeFormAction, loadIntakeForm } from "#app/features/intake/intake-page.server.ts";
import type { IntakeAddress } from "#app/features/intake/intake-steps.ts";
import { UnknownLink } from "#app/features/manage-booking/unknown-link.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";
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

export {
  intakeClientAction as clientAction,
  intakeShouldRevalidate as shouldRevalidate,
  intakeHeaders as headers,
  intakeMeta as meta,
} from "#app/features/intake/intake-route.ts";

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
