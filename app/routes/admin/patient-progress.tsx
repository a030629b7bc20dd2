import { pageContext } from "#contracts/page-context.ts";
import { reportConsentIdSchema, reportConsentSchema } from "#contracts/outcome-progress.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { adminPost } from "#app/features/admin/admin-reply.tsx";
import { AdherenceSection } from "#app/features/admin/programmes/adherence-section.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import { OutcomeProgressSection } from "#app/features/admin/outcomes/outcome-progress-section.tsx";
import { progressIntents } from "#app/features/admin/outcomes/report-consents.tsx";
import { invalidReply, parseSubmission } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/patient-progress";

/**
 * A patient's progress: adherence to their programmes week by week and the outcome measures over time. Opening
 * the session logs and the scores are reads of health information: the server writes them to the access log.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = context.get(pageContext).admin;
  const [adherence, page] = await Promise.all([admin.patients.adherence(params.id), admin.outcomeProgress.page(params.id)]);
  if (!adherence || !page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { adherence, page };
}

/** 'Record consent', 'Withdraw consent', 'Email report to …'. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const progress = context.get(pageContext).admin.outcomeProgress;
  switch (form.get("intent")) {
    case progressIntents.record: {
      const submission = parseSubmission(form, reportConsentSchema);
      if (!submission.ok) return invalidReply(submission.reply);
      return adminPost(
        "consent",
        submission,
        (consent) => progress.recordConsent(params.id, consent),
        () => ({ message: "Consent recorded" }),
      );
    }
    case progressIntents.withdraw:
      return adminPost(
        String(form.get("consentId")),
        parseSubmission(form, reportConsentIdSchema),
        ({ consentId }) => progress.withdrawConsent(params.id, consentId),
        () => ({ message: "Consent withdrawn" }),
      );
    case progressIntents.email:
      return adminPost(
        String(form.get("consentId")),
        parseSubmission(form, reportConsentIdSchema),
        ({ consentId }) => progress.emailReport(params.id, consentId),
        ({ recipientEmail }) => ({ message: `Report queued to ${recipientEmail}`, detail: "It goes out with the outbox's next delivery." }),
        "The report was not sent",
      );
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Progress");

export default function PatientProgress({ loaderData }: Route.ComponentProps) {
  return (
    <PatientTabPage
      title="Progress"
      description="Sessions done against planned with pain and effort, week by week; outcome measures against weeks since surgery; the report to the surgeon"
    >
      <AdherenceSection adherence={loaderData.adherence} />
      <OutcomeProgressSection page={loaderData.page} />
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
