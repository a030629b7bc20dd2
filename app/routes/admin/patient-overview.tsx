import { redirect } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { patientDetailsSchema, patientMergeSchema, patientsQuerySchema } from "#contracts/patients.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { adminReply, invalidAdminReply } from "#app/features/admin/admin-reply.tsx";
import { PatientAppointments } from "#app/features/admin/patients/patient-appointments.tsx";
import { PatientMessages, PatientReferrals } from "#app/features/admin/patients/patient-correspondence.tsx";
import { PatientDetails, type DetailsAnswer } from "#app/features/admin/patients/patient-details.tsx";
import { PatientMerge } from "#app/features/admin/patients/patient-merge.tsx";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/patient-overview";

/** The record's overview, and the merge's search (`?find=`) and chosen record (`?merge=`) when the address has them. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const patients = context.get(pageContext).admin.patients;
  const search = new URL(request.url).searchParams;
  const find = patientsQuerySchema.safeParse({ q: search.get("find") ?? undefined });
  const q = find.success ? (find.data.q ?? "") : "";
  const mergeWith = search.get("merge");
  const [patient, found, other] = await Promise.all([
    patients.overview(params.id),
    q ? patients.list({ q }) : null,
    mergeWith ? patients.header(mergeWith) : null,
  ]);
  if (!patient) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { patient, merge: { find: found ? { q, found } : null, other } };
}

/** 'Save details' and 'Merge records', each checked with the API's schema and done by its use-case. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const patients = context.get(pageContext).admin.patients;
  switch (form.get("intent")) {
    case "details": {
      const submission = parseSubmission(form, patientDetailsSchema);
      if (!submission.ok) return invalidReply(submission.reply);
      const outcome = await patients.updateDetails(params.id, submission.value);
      if (!outcome.ok) return refusedReply(outcome.refusal, submission.values);
      return { saved: true } satisfies DetailsAnswer;
    }
    case "merge": {
      // The kept record is this one or the chosen one; the other is absorbed.
      const other = String(form.get("otherId") ?? "");
      const keep = String(form.get("keepId") ?? "");
      const keepId = keep === params.id || keep === other ? keep : "";
      const submission = parseSubmission(form, patientMergeSchema, () => ({ keepId, absorbId: keepId === params.id ? other : params.id }));
      if (!submission.ok) return invalidAdminReply("merge", submission);
      const outcome = await patients.merge(submission.value);
      if (outcome.ok) throw redirect(`${adminPaths.patient(outcome.value)}?merged`);
      return adminReply("merge", outcome, () => ({ message: "Records merged" }), "The records were not merged");
    }
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Patient record");

export default function PatientOverview({ loaderData }: Route.ComponentProps) {
  const { patient, merge } = loaderData;
  return (
    <div className="space-y-8">
      <PatientDetails patient={patient} />
      <PatientAppointments appointments={patient.appointments} />
      <PatientReferrals referrals={patient.referrals} />
      <PatientMessages messages={patient.messages} />
      <PatientMerge patient={patient} merge={merge} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
