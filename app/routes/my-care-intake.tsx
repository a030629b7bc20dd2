import { redirect } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { IntakeForm } from "#app/features/intake/intake-form.tsx";
import { intakeFormAction, loadIntakeForm } from "#app/features/intake/intake-page.server.ts";
import type { IntakeAddress } from "#app/features/intake/intake-steps.ts";
import { isFormReply } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/my-care-intake";

const address: IntakeAddress = (step) => paths.myCareIntake(step);

/**
 * The pre-consultation form in "My care", for the signed-in patient: the same form and use-cases as the
 * booking's link (routes/manage-booking-intake.tsx). Without a live session, the sign-in page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const access = await context.get(pageContext).intake.forSignedIn(request);
  if (!access) throw redirect(paths.signIn);
  return { page: await loadIntakeForm(access, new URL(request.url), address) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const access = await context.get(pageContext).intake.forSignedIn(request);
  if (!access) throw redirect(paths.signIn);
  return intakeFormAction(access, request, address);
}

export {
  intakeClientAction as clientAction,
  intakeShouldRevalidate as shouldRevalidate,
  intakeHeaders as headers,
  intakeMeta as meta,
} from "#app/features/intake/intake-route.ts";

export default function MyCareIntake({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <IntakeForm
      step={page.step}
      view={page.view}
      address={address}
      reply={isFormReply(actionData) ? actionData : undefined}
      home={{ href: paths.myCare, label: "Back to My care" }}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
