import { CirclePause, CirclePlay, Loader2, Send, Undo2 } from "lucide";
import { Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { questionnaireStateLabels, type PractitionerQuestionnairesPage, type QuestionnaireSummary } from "#contracts/questionnaires.ts";
import { openWindowWords, timepointLabels } from "#core/outcomes/schedule.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { ReplyNotice } from "#app/features/admin/admin-reply.tsx";
import { melbourneWhen } from "#core/patients/labelled-values.ts";

/** The tab's posts: ask for one now, withdraw one asked, stop or start the schedule. */
export const questionnaireIntents = { ask: "ask", withdraw: "withdraw", stop: "stop-schedule", start: "start-schedule" } as const;

const stateVariant = {
  due: "default",
  "in-progress": "secondary",
  submitted: "outline",
  missed: "destructive",
  cancelled: "outline",
} as const;

/** When a request is or was open: its dates, or when it was sent. */
function when(request: QuestionnaireSummary): string {
  if (request.submittedAt) return `Sent ${melbourneWhen(new Date(request.submittedAt))}`;
  return openWindowWords(request);
}

/** Every questionnaire asked of the patient, newest first, with its state; a sent one leads to the progress view. */
export function QuestionnaireRequests({ patientId, requests }: { patientId: string; requests: QuestionnaireSummary[] }) {
  if (requests.length === 0) {
    return <p>No questionnaires yet. They are asked on the schedule once the patient has sent their intake, or when you ask below.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Questionnaires asked, newest first</caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Questionnaire
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              State
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              When
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} className="border-t align-top">
              <td className="px-3 py-2">
                <span className="font-medium">{request.instrumentName}</span>
                <span className="block text-muted-foreground">{timepointLabels[request.timepoint]}</span>
                <span className="block text-muted-foreground sm:hidden">{when(request)}</span>
              </td>
              <td className="px-3 py-2">
                <Badge variant={stateVariant[request.state]}>{questionnaireStateLabels[request.state]}</Badge>
                {request.state === "submitted" && (
                  <Link
                    to={adminPaths.patientProgress(patientId)}
                    className="mt-1 flex min-h-11 items-center text-primary underline underline-offset-4 sm:min-h-0"
                  >
                    See the scores
                  </Link>
                )}
                {request.timepoint === "requested" && (request.state === "due" || request.state === "in-progress") && (
                  <WithdrawButton request={request} />
                )}
                <ReplyNotice subject={request.id} className="mt-2" />
              </td>
              <td className="hidden px-3 py-2 sm:table-cell">{when(request)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The schedule after surgery, running or stopped for this patient (treatment over, or the patient asked):
 * stopped, nothing more is asked on it and its unsent requests are withdrawn.
 */
export function QuestionnaireSchedule({ stoppedAt }: { stoppedAt: string | null }) {
  const navigation = useNavigation();
  const intent = stoppedAt ? questionnaireIntents.start : questionnaireIntents.stop;
  const busy = navigation.formData?.get("intent") === intent;
  return (
    <section aria-labelledby="schedule-heading" className="space-y-3">
      <h2 id="schedule-heading" className="text-xl font-semibold text-brand-deep">
        The schedule
      </h2>
      <p>
        {stoppedAt
          ? `Stopped on ${melbourneWhen(new Date(stoppedAt))}: nothing more is asked on the schedule. Questionnaires you ask for below are still sent.`
          : "Asked before surgery, then at 6 weeks and 3, 6, 9 and 12 months after it, from the surgery date in the intake."}
      </p>
      <Form method="post">
        <Button type="submit" name="intent" value={intent} variant="outline" disabled={busy}>
          <Icon node={busy ? Loader2 : stoppedAt ? CirclePlay : CirclePause} className={busy ? "animate-spin" : undefined} />
          {stoppedAt ? "Start the schedule again" : "Stop the schedule"}
        </Button>
      </Form>
      <ReplyNotice subject="questionnaire-schedule" />
    </section>
  );
}

/** Withdraw one she asked for while the patient has not sent it: a plain post, like every admin change. */
function WithdrawButton({ request }: { request: QuestionnaireSummary }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === questionnaireIntents.withdraw && navigation.formData.get("requestId") === request.id;
  return (
    <Form method="post" className="mt-1">
      <input type="hidden" name="requestId" value={request.id} />
      <Button type="submit" name="intent" value={questionnaireIntents.withdraw} variant="ghost" size="sm" disabled={busy}>
        <Icon node={busy ? Loader2 : Undo2} className={busy ? "animate-spin" : undefined} />
        Withdraw<span className="sr-only"> {request.instrumentName}</span>
      </Button>
    </Form>
  );
}

/** Ask for one instrument now: open four weeks, the patient emailed. One without its licensed wording says so. */
export function RequestQuestionnaireForm({ instruments }: { instruments: PractitionerQuestionnairesPage["instruments"] }) {
  const navigation = useNavigation();
  const asking = navigation.state === "submitting" && navigation.formData?.get("intent") === questionnaireIntents.ask;
  const missing = instruments.filter((instrument) => instrument.wordingMissing);
  return (
    <section aria-labelledby="ask-heading" className="space-y-4">
      <h2 id="ask-heading" className="text-xl font-semibold text-brand-deep">
        Ask for a questionnaire now
      </h2>
      <Form method="post" className="max-w-md space-y-4">
        <input type="hidden" name="intent" value={questionnaireIntents.ask} />
        <div className="grid gap-2">
          <Label htmlFor="instrument">Questionnaire</Label>
          <NativeSelect id="instrument" name="instrumentId" aria-describedby={missing.length > 0 ? "instrument-hint" : undefined}>
            {instruments.map((instrument) => (
              <option key={instrument.id} value={instrument.id}>
                {instrument.name}
                {instrument.wordingMissing ? " (wording not added)" : ""}
              </option>
            ))}
          </NativeSelect>
          {missing.length > 0 && (
            <p id="instrument-hint" className="text-sm text-muted-foreground">
              Where the licensed wording is not added, the patient sees each question&rsquo;s topic instead of its words.
            </p>
          )}
        </div>
        <Button type="submit" disabled={asking}>
          <Icon node={asking ? Loader2 : Send} className={asking ? "animate-spin" : undefined} />
          Ask and email the patient
        </Button>
        <ReplyNotice subject="request-questionnaire" />
      </Form>
    </section>
  );
}
