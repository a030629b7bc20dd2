import { ArrowLeft, ArrowRight, CheckCircle2, Lock, Send } from "lucide";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import { paths } from "#contracts/paths.ts";
import type { PatientQuestionnaire } from "#contracts/questionnaires.ts";
import type { Instrument, Item } from "#core/outcomes/instrument.ts";
import { timepointLabels } from "#core/outcomes/schedule.ts";
import { scoreAnswers } from "#core/outcomes/scoring.ts";
import { practice } from "#core/practice.ts";
import { FormReplyMessage } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { melbourneWhen } from "#core/patients/labelled-values.ts";
import { formatCalendarDay } from "#core/scheduling/melbourne-time.ts";
import type { QuestionnaireScreen } from "./questionnaire-screens.ts";

/**
 * A questionnaire in My care, one question per screen on any width (a phone's and a desktop's alike, so the
 * flow and its saving are one): each screen a plain form whose post saves the answer (before hydration too),
 * then the review with what is unanswered, then sending. Sent, closed or withdrawn, it stands read-only.
 */
export function QuestionnaireForm({
  questionnaire,
  instrument,
  screen,
  reply,
}: {
  questionnaire: PatientQuestionnaire;
  instrument: Instrument;
  screen: QuestionnaireScreen;
  reply: FormReply | undefined;
}) {
  const { summary } = questionnaire;
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="space-y-2">
          <p className="text-sm font-medium text-muted-foreground">{timepointLabels[summary.timepoint]}</p>
          <h1 className="text-2xl font-bold tracking-tight text-brand-deep sm:text-3xl">{instrument.name}</h1>
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Icon node={Lock} className="mt-0.5 size-4 shrink-0" />
            Each answer is saved when you go on, kept encrypted, and read only by you and {practice.practitionerName}.
          </p>
        </header>
        {screen.is === "question" ? (
          <Question key={screen.at} questionnaire={questionnaire} instrument={instrument} at={screen.at} reply={reply} />
        ) : screen.is === "review" ? (
          <Review questionnaire={questionnaire} instrument={instrument} reply={reply} />
        ) : (
          <Closed questionnaire={questionnaire} instrument={instrument} />
        )}
        <p>
          <Link to={paths.myCare} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-deep underline">
            <Icon node={ArrowLeft} className="size-4" />
            Back to My care
          </Link>
        </p>
      </div>
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <div className="space-y-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8">{children}</div>;
}

/** "Question 5 of 42", and a bar of the way done. */
function Progress({ at, of }: { at: number; of: number }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-brand-deep">
        Question {at} of {of}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${(100 * at) / of}%` }} />
      </div>
    </div>
  );
}

/** The question's own words, or, where the practice has not pasted its licensed wording, its topic and why. */
function QuestionWords({ item }: { item: Item }) {
  if (item.text !== null) {
    return (
      <>
        {item.lead && <span className="mb-3 block text-base font-normal text-muted-foreground">{item.lead}</span>}
        <span className="block">{item.text}</span>
      </>
    );
  }
  return <span className="block">{item.topic}</span>;
}

/** A box's words, with the scale's end words where the form prints them ("0: No pain"). */
function optionWords(item: Item, index: number): string {
  const label = item.options[index]!.label;
  const anchor = index === 0 ? item.anchors?.first : index === item.options.length - 1 ? item.anchors?.last : null;
  return anchor ? `${label}: ${anchor}` : label;
}

/**
 * One question: its radio group named by the question (legend), the saved answer chosen, Next (or Review
 * after the last) first so Enter goes on, Back after. On each new question the focus moves to its words, so a
 * screen reader reads the question next.
 */
function Question({
  questionnaire,
  instrument,
  at,
  reply,
}: {
  questionnaire: PatientQuestionnaire;
  instrument: Instrument;
  at: number;
  reply: FormReply | undefined;
}) {
  const item = instrument.items[at - 1]!;
  const form = useRef<HTMLFormElement>(null);
  const legend = useRef<HTMLLegendElement>(null);
  const posting = useNavigation().state !== "idle";
  useEffect(() => legend.current?.focus(), []);
  const typed = reply?.values.answer;
  const saved = typed !== undefined ? (typed === "" ? null : Number(typed)) : (questionnaire.answers[item.id] ?? null);
  const last = at === instrument.items.length;
  return (
    <Card>
      <Progress at={at} of={instrument.items.length} />
      {at === 1 && (
        <p className="text-sm">
          {instrument.instructions ?? "Please answer every question as it is today. Choose the answer that fits best."}
        </p>
      )}
      <Form ref={form} method="post" className="grid gap-6" aria-label={`Question ${at} of ${instrument.items.length}`}>
        <FormReplyMessage reply={reply} form={form} />
        <input type="hidden" name="itemId" value={item.id} />
        <fieldset className="grid gap-2" aria-describedby={item.text === null ? "question-note" : undefined}>
          <legend ref={legend} tabIndex={-1} className="mb-3 text-lg font-semibold text-brand-deep outline-none">
            <QuestionWords item={item} />
          </legend>
          {item.text === null && (
            <p id="question-note" className="-mt-1 mb-2 rounded-md bg-secondary/60 p-3 text-sm">
              The questionnaire&rsquo;s own words for this question have not been added to the site yet, so you see what it asks about
              instead. Answer as best fits, or leave it blank.
            </p>
          )}
          {item.options.map((option, index) => (
            <label
              key={option.label}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border bg-background px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary/60"
            >
              <input type="radio" name="answer" value={index} defaultChecked={saved === index} className="size-4 shrink-0 accent-primary" />
              {optionWords(item, index)}
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-muted-foreground">You can leave a question blank and go on.</p>
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
          <Button type="submit" name="intent" value="next" size="lg" disabled={posting}>
            {last ? "Save and review" : "Next"}
            <Icon node={ArrowRight} />
          </Button>
          {at > 1 && (
            <Button type="submit" name="intent" value="back" size="lg" variant="outline" disabled={posting}>
              <Icon node={ArrowLeft} />
              Back
            </Button>
          )}
        </div>
      </Form>
    </Card>
  );
}

/** The questions left blank (each a link back to it), what the blanks mean for the scores, and Send. */
function Review({
  questionnaire,
  instrument,
  reply,
}: {
  questionnaire: PatientQuestionnaire;
  instrument: Instrument;
  reply: FormReply | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = useNavigation().state !== "idle";
  useEffect(() => heading.current?.focus(), []);
  const { answers, summary } = questionnaire;
  const blank = instrument.items.map((item, index) => ({ item, at: index + 1 })).filter(({ item }) => answers[item.id] == null);
  const unscored = scoreAnswers(instrument, answers).subscales.filter((subscale) => subscale.status === "not-scored");
  const nameOf = (subscaleId: string) => instrument.subscales.find((subscale) => subscale.id === subscaleId)?.name ?? subscaleId;
  return (
    <Card>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-deep outline-none">
        Check and send
      </h2>
      <p>
        You have answered {instrument.items.length - blank.length} of {instrument.items.length} questions.
        {summary.closesOn && ` You can change your answers until you send them, up to ${formatCalendarDay(summary.closesOn)}.`}
      </p>
      {blank.length > 0 && (
        <section aria-labelledby="blank-heading" className="space-y-2">
          <h3 id="blank-heading" className="font-semibold">
            Not answered
          </h3>
          <p className="text-sm text-muted-foreground">
            You can send it with some questions blank: a score is still worked out from most of a section&rsquo;s answers.
          </p>
          <ul className="space-y-1">
            {blank.map(({ item, at }) => (
              <li key={item.id}>
                <Link
                  to={paths.myCareQuestionnaire(summary.id, at)}
                  className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
                >
                  Question {at}: {item.text ?? item.topic}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {unscored.length > 0 && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          With these blanks, {practice.practitionerName} will not get a score for:{" "}
          {unscored.map((each) => nameOf(each.subscaleId)).join(", ")}. Answering a few more questions there would give one.
        </p>
      )}
      <Form ref={form} method="post" className="grid gap-4">
        <FormReplyMessage reply={reply} form={form} />
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
          <Button type="submit" name="intent" value="submit" size="lg" disabled={sending}>
            <Icon node={Send} />
            Send my answers
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.myCareQuestionnaire(summary.id, instrument.items.length)}>
              <Icon node={ArrowLeft} />
              Back to the last question
            </Link>
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const closedWords = {
  missed: "This questionnaire closed before it was sent, so it can no longer be answered. Nothing more is needed from you.",
  cancelled: "This questionnaire was withdrawn (for example, after your surgery date changed). Nothing more is needed from you.",
} as const;

/** A sent questionnaire, read-only with its answers; or one closed or withdrawn, saying so. */
function Closed({ questionnaire, instrument }: { questionnaire: PatientQuestionnaire; instrument: Instrument }) {
  const { summary, answers } = questionnaire;
  if (summary.state !== "submitted") {
    return (
      <Card>
        <p>{summary.state === "missed" || summary.state === "cancelled" ? closedWords[summary.state] : null}</p>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-bold text-brand-deep">
        <Icon node={CheckCircle2} className="size-5 text-primary" />
        Sent, thank you
      </h2>
      <p>
        You sent your answers on {melbourneWhen(new Date(summary.submittedAt!))}. {practice.practitionerName} will go through them with you.
        They can no longer be changed.
      </p>
      <details className="rounded-md border p-3">
        <summary className="min-h-11 cursor-pointer content-center font-medium">Your answers</summary>
        <dl className="mt-3 space-y-3 text-sm">
          {instrument.items.map((item, index) => {
            const answer = answers[item.id];
            return (
              <div key={item.id}>
                <dt className="text-muted-foreground">
                  {index + 1}. {item.text ?? item.topic}
                </dt>
                <dd className="font-medium">{answer == null ? "Not answered" : optionWords(item, answer)}</dd>
              </div>
            );
          })}
        </dl>
      </details>
    </Card>
  );
}
