import { pageContext } from "#contracts/page-context.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { AdherenceSection } from "#app/features/admin/programmes/adherence-section.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import type { Route } from "./+types/patient-progress";

/** A patient's progress: adherence to their programmes, week by week (reading the session logs is audited). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const adherence = await context.get(pageContext).admin.patients.adherence(params.id);
  if (!adherence) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { adherence };
}

export const meta: Route.MetaFunction = () => adminMeta("Progress");

export default function PatientProgress({ loaderData }: Route.ComponentProps) {
  return (
    <PatientTabPage
      title="Progress"
      description="How the prescribed exercise is going: sessions done against planned, pain and effort, week by week"
    >
      <AdherenceSection adherence={loaderData.adherence} />
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
