import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import { AccessLogTable } from "#app/features/admin/clinical-notes/access-log-table.tsx";
import type { Route } from "./+types/patient-access-log";

/**
 * The patient's access log. Reading it writes no audit event of its own: the log holds who, what, when and
 * from where, never health information (docs/decisions/0046).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const before = new URL(request.url).searchParams.get("before");
  const log = await context.get(pageContext).admin.clinicalNotes.accessLog(params.id, before);
  if (!log) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { log, before };
}

export const meta: Route.MetaFunction = () => adminMeta("Access log");

export default function PatientAccessLog({ loaderData }: Route.ComponentProps) {
  const { log, before } = loaderData;
  return (
    <PatientTabPage title="Access log" description="Who read or changed this patient's record, when, and from which address; newest first">
      <AccessLogTable
        entries={log.entries}
        firstPage={before ? adminPaths.patientAccessLog(log.patient.id) : null}
        olderPage={log.nextCursor ? adminPaths.patientAccessLog(log.patient.id, log.nextCursor) : null}
      />
      <p className="text-sm text-muted-foreground">Opening this log is not recorded in it: it holds no health information.</p>
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
