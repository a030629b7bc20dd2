import { redirect } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { questionnaireAnswerInput, questionnaireAnswerSchema } from "#contracts/questionnaires.ts";
import { instrumentById } from "#core/outcomes/instruments.ts";
import { QuestionnaireForm } from "#app/features/questionnaires/questionnaire-form.tsx";
import { resumePoint, screenOf, stepFrom } from "#app/features/questionnaires/questionnaire-screens.ts";
import { invalidReply, isFormReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/my-care-questionnaire";

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** The signed-in patient's access to their questionnaires; without a live session, the sign-in page. */
async function accessOf(context: Route.LoaderArgs["context"], request: Request) {
  const access = await context.get(pageContext).questionnaires.forSignedIn(request);
  if (!access) throw redirect(paths.signIn);
  return access;
}

/**
 * One questionnaire, one question per screen (docs/decisions/0052): the question in the address, its review,
 * or, without either, where the patient left off. Once it cannot be answered (sent, closed, withdrawn), the
 * page shows it as it stands.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const questionnaire = await (await accessOf(context, request)).read(params.requestId);
  const instrument = questionnaire && instrumentById(questionnaire.summary.instrumentId);
  if (!questionnaire || !instrument) throw notFound();
  const answerable = questionnaire.summary.state === "due" || questionnaire.summary.state === "in-progress";
  const screen = screenOf(new URL(request.url), instrument.items.length);
  if (answerable && screen.is === "resume") {
    throw redirect(paths.myCareQuestionnaire(params.requestId, resumePoint(instrument.items, questionnaire.lastItemId)));
  }
  if (!answerable && screen.is !== "resume") throw redirect(paths.myCareQuestionnaire(params.requestId));
  return { questionnaire, instrument, screen };
}

/** A question's answer saved, then the next question (or the one before, or the review); or the answers sent. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const access = await accessOf(context, request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "submit") {
    const sent = await access.submit(params.requestId);
    return sent.ok ? redirect(paths.myCareQuestionnaire(params.requestId)) : refusedReply(sent.refusal, {});
  }
  const submission = parseSubmission(form, questionnaireAnswerSchema, questionnaireAnswerInput);
  if (!submission.ok) return invalidReply(submission.reply);
  const saved = await access.save(params.requestId, submission.value);
  if (!saved.ok) return refusedReply(saved.refusal, submission.values);
  const items = instrumentById(saved.value.instrumentId)?.items ?? [];
  const at = items.findIndex((item) => item.id === submission.value.itemId) + 1;
  return redirect(paths.myCareQuestionnaire(params.requestId, stepFrom(at, submission.value.direction, items.length)));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenUnreachable(serverAction, "Your answer could not be saved just now. Please check your connection and try again.");
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Questionnaire", description: "A questionnaire about your knee, one question at a time." });

export default function MyCareQuestionnaire({ loaderData, actionData }: Route.ComponentProps) {
  const { questionnaire, instrument, screen } = loaderData;
  return (
    <QuestionnaireForm
      questionnaire={questionnaire}
      instrument={instrument}
      screen={screen}
      reply={isFormReply(actionData) ? actionData : undefined}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
