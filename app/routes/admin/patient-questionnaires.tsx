import { pageContext } from "#contracts/page-context.ts";
import { questionnaireRequestSchema, questionnaireWithdrawalSchema } from "#contracts/questionnaires.ts";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { adminPost, adminReply } from "#app/features/admin/admin-reply.tsx";
import {
  questionnaireIntents,
  QuestionnaireRequests,
  QuestionnaireSchedule,
  RequestQuestionnaireForm,
} from "#app/features/admin/patients/patient-questionnaires.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import { parseSubmission } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/patient-questionnaires";

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.get(pageContext).admin.questionnaires.list(params.id);
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return page;
}

/**
 * 'Ask and email the patient' (checked with the shared schema, asked and mailed by the use-case), 'Withdraw',
 * and stopping or starting the schedule.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const questionnaires = context.get(pageContext).admin.questionnaires;
  switch (form.get("intent")) {
    case questionnaireIntents.ask:
      return adminPost(
        "request-questionnaire",
        parseSubmission(form, questionnaireRequestSchema),
        (payload) => questionnaires.request(params.id, payload),
        () => ({ message: "Asked: the patient has been emailed a link to My care" }),
      );
    case questionnaireIntents.withdraw:
      return adminPost(
        String(form.get("requestId")),
        parseSubmission(form, questionnaireWithdrawalSchema),
        (payload) => questionnaires.withdraw(params.id, payload),
        () => ({ message: "Withdrawn: it no longer shows in the patient's My care" }),
      );
    case questionnaireIntents.stop:
    case questionnaireIntents.start: {
      const running = form.get("intent") === questionnaireIntents.start;
      return adminReply("questionnaire-schedule", await questionnaires.schedule(params.id, running), () =>
        running
          ? { message: "The schedule runs again", detail: "Windows still open are asked at the next daily round; missed ones are not." }
          : { message: "Stopped: nothing more is asked on the schedule" },
      );
    }
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Questionnaires");

export default function PatientQuestionnaires({ loaderData }: Route.ComponentProps) {
  const { patient, requests, instruments } = loaderData;
  return (
    <PatientTabPage
      title="Questionnaires"
      description="The outcome measures asked of this patient, on the schedule after surgery or by you"
    >
      <QuestionnaireRequests patientId={patient.id} requests={requests} />
      <QuestionnaireSchedule stoppedAt={loaderData.scheduleStoppedAt} />
      <RequestQuestionnaireForm instruments={instruments} />
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
