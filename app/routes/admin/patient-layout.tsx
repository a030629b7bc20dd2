import { Outlet, redirect } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { PatientHeader } from "#app/features/admin/patients/patient-header.tsx";
import type { Route } from "./+types/patient-layout";

/**
 * A patient's record: its header (who, how to reach them) and tabs, each tab a child route. A record merged
 * into another sends the practitioner to the same tab of the one it went into.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const patient = await context.get(pageContext).admin.patients.header(params.id);
  if (!patient) throw new Response(null, { status: 404, statusText: "Not Found" });
  const url = new URL(request.url);
  if (patient.mergedIntoId) throw redirect(`${url.pathname.replace(params.id, patient.mergedIntoId)}${url.search}`);
  return { patient, merged: url.searchParams.has("merged") };
}

export default function PatientLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PatientHeader patient={loaderData.patient} merged={loaderData.merged} />
      <Outlet />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
