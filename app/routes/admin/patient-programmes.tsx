import { redirect } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { newProgrammeSchema } from "#contracts/programmes.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import { NewProgrammeForm, ProgrammeList } from "#app/features/admin/programmes/programme-list.tsx";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/patient-programmes";

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.get(pageContext).admin.programmes.list(params.id);
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return page;
}

/** 'New programme': made with its empty draft, then opened to build it. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), newProgrammeSchema);
  if (!submission.ok) return invalidReply(submission.reply);
  const made = await context.get(pageContext).admin.programmes.create(params.id, submission.value);
  if (!made.ok) return refusedReply(made.refusal, submission.values);
  return redirect(adminPaths.patientProgramme(params.id, made.value.programmeId));
}

export const meta: Route.MetaFunction = () => adminMeta("Programmes");

export default function PatientProgrammes({ loaderData }: Route.ComponentProps) {
  const { patient, programmes } = loaderData;
  return (
    <PatientTabPage
      title="Programmes"
      description="Exercise programmes prescribed to this patient; each saved version is kept as prescribed"
    >
      <ProgrammeList patientId={patient.id} programmes={programmes} />
      <NewProgrammeForm />
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
