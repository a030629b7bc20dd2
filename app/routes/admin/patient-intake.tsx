import { pageContext } from "#contracts/page-context.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import { PractitionerIntake } from "#app/features/intake/practitioner-intake.tsx";
import type { Route } from "./+types/patient-intake";

/** The patient's intake, opened for the practitioner (an audited read); a patient that does not exist is the 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const intake = await context.get(pageContext).admin.patientIntake(params.id);
  if (!intake) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { intake };
}

export const meta: Route.MetaFunction = () => adminMeta("Intake");

export default function PatientIntake({ loaderData }: Route.ComponentProps) {
  const { intake } = loaderData;
  return (
    <PatientTabPage title="Intake" description="Pre-consultation intake and telehealth consent">
      <PractitionerIntake view={intake} />
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
