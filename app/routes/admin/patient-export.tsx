import { redirect } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { keepUntilSchema } from "#contracts/record-export.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import { adminReply } from "#app/features/admin/admin-reply.tsx";
import { RecordContents, RecordDownloads, RecordRetention } from "#app/features/admin/record-export.tsx";
import { invalidReply, parseSubmission } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/patient-export";

export async function loader({ context, params }: Route.LoaderArgs) {
  const record = await context.get(pageContext).admin.recordExport(params.id);
  if (!record) throw new Response(null, { status: 404, statusText: "Not Found" });
  // A merged record's history is its survivor's: export that one.
  if (record.mergedIntoId) throw redirect(adminPaths.patientExport(record.mergedIntoId));
  return { record };
}

/** 'Keep at least until': the date checked with the shared schema, saved by the retention use-case. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), keepUntilSchema);
  if (!submission.ok) return invalidReply(submission.reply);
  const outcome = await context.get(pageContext).admin.keepRecordUntil(params.id, submission.value);
  return adminReply("retention", outcome, () => ({
    message: submission.value.keepUntil ? "Keep-until date saved" : "Keep-until date cleared",
  }));
}

export const meta: Route.MetaFunction = () => adminMeta("Export a patient's record");

export default function PatientExport({ loaderData }: Route.ComponentProps) {
  const { record } = loaderData;
  return (
    <PatientTabPage title="Export and retention" description="The whole record to download, and how long it is kept">
      <RecordDownloads record={record} />
      <RecordContents counts={record.counts} />
      <RecordRetention record={record} />
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
