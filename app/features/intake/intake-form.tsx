import { ArrowLeft, ArrowRight, CheckCircle2, Lock, Send } from "lucide";
import { useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import type { PatientIntakeView } from "#contracts/intake.ts";
import { intakeSections, intakeSteps, neighbourSteps, type IntakeSection, type IntakeStep } from "#contracts/intake-form.ts";
import { practice } from "#core/practice.ts";
import { FormReplyMessage } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { formatMoment, IntakeSummary } from "./intake-summary.tsx";
import { formValues, type IntakeAddress } from "./intake-steps.ts";
import { SectionFields } from "./section-fields.tsx";
import { useAutosave, type AutosaveState } from "./use-autosave.ts";

const FORM_ID = "intake";

/**
 * The pre-consultation form (intake and telehealth consent), for whichever page mounts it with its loader and
 * action (intake-page.server.ts): one section per step, each saved by its own post (before hydration too) and,
 * once the page runs, by itself as the patient types; then a review to send it, and a thank-you from which the
 * answers can be changed before the consultation. `home` is the way back to the page that linked here.
 */
export function IntakeForm({
  step,
  view,
  address,
  reply,
  home,
}: {
  step: IntakeStep | null;
  view: PatientIntakeView;
  address: IntakeAddress;
  reply: FormReply | undefined;
  home: { href: string; label: string };
}) {
  const section = intakeSections.find((candidate) => candidate.id === step);
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Pre-consultation form</h1>
          <p className="text-muted-foreground">
            A few questions about your knee, your health and your safety during video calls, and the telehealth consent, so that{" "}
            {practice.practitionerName} is ready for your consultation.
          </p>
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Icon node={Lock} className="mt-0.5 size-4 shrink-0" />
            Your answers are saved as you go, kept encrypted, and read only by you and {practice.practitionerName}.
          </p>
        </header>
        {step !== null && <Progress step={step} />}
        {section ? (
          <StepForm key={section.id} section={section} view={view} address={address} reply={reply} />
        ) : step === "review" ? (
          <Review view={view} address={address} reply={reply} />
        ) : (
          <Sent view={view} address={address} />
        )}
        <p>
          <Link to={home.href} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-deep underline">
            <Icon node={ArrowLeft} className="size-4" />
            {home.label}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Where the patient is: the step's number and name, and a bar of the steps done. */
function Progress({ step }: { step: IntakeStep }) {
  const at = intakeSteps.indexOf(step) + 1;
  const title = intakeSections.find((section) => section.id === step)?.title ?? "Check and send";
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-brand-deep">
        Step {at} of {intakeSteps.length}: {title}
      </p>
      <div className="flex gap-1" aria-hidden="true">
        {intakeSteps.map((each, index) => (
          <div key={each} className={cn("h-2 flex-1 rounded-full", index < at ? "bg-primary" : "bg-secondary")} />
        ))}
      </div>
    </div>
  );
}

/** A card with the step's heading. */
function StepCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="step-heading" className="space-y-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <h2 id="step-heading" className="text-2xl font-bold text-brand-deep">
        {title}
      </h2>
      {children}
    </section>
  );
}

const autosaveWords = (state: AutosaveState) =>
  state.is === "saving" ? "Saving…" : state.is === "saved" ? "Saved" : state.is === "not-saved" ? `Not saved yet: ${state.error}` : "";

/**
 * One section's questions, from the saved answers (or, after a refused post, what was typed, with the
 * messages). 'Save and continue' comes first in the form, so Enter in a field goes on rather than back.
 */
function StepForm({
  section,
  view,
  address,
  reply,
}: {
  section: IntakeSection;
  view: PatientIntakeView;
  address: IntakeAddress;
  reply: FormReply | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const action = address(section.id);
  const autosave = useAutosave(action);
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" && navigation.formAction === action;
  const { previous } = neighbourSteps(section.id);
  const shown: FormReply = {
    status: "invalid",
    error: "",
    fields: reply?.fields ?? {},
    values: { ...formValues(view.current?.answers), ...reply?.values },
  };
  // The box as posted when the reply is this step's own (it posts the version), else as agreed before.
  const savedAgreement = view.current?.consent?.version === view.consent.version;
  const agreed =
    !reply?.fields.telehealthConsent &&
    (reply?.values.consentVersion !== undefined ? reply.values.telehealthConsent === "on" : savedAgreement);

  return (
    <StepCard title={section.title}>
      <Form
        ref={form}
        id={FORM_ID}
        method="post"
        action={action}
        noValidate
        onInput={hydrated ? autosave.onInput : undefined}
        onSubmit={autosave.onSubmit}
        aria-labelledby="step-heading"
        className="grid gap-6"
      >
        <FormReplyMessage reply={reply} form={form} />
        <SectionFields formId={FORM_ID} section={section.id} reply={shown} consent={view.consent} agreed={agreed} />
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
          <Button type="submit" name="intent" value="next" size="lg" disabled={posting}>
            Save and continue
            <Icon node={ArrowRight} />
          </Button>
          {previous && (
            <Button type="submit" name="intent" value="back" size="lg" variant="outline" disabled={posting}>
              <Icon node={ArrowLeft} />
              Back
            </Button>
          )}
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {autosaveWords(autosave.state)}
        </p>
      </Form>
    </StepCard>
  );
}

/** The consent as the summary says it: agreed (version and time), or not yet. */
function consentWords(view: PatientIntakeView): string {
  const given = view.current?.consent;
  return given ? `Agreed on ${formatMoment(given.at)} (consent version ${given.version}).` : "Not agreed yet.";
}

/** Every answer, each section with a way back to change it, and the button that sends the form. */
function Review({ view, address, reply }: { view: PatientIntakeView; address: IntakeAddress; reply: FormReply | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const sending = useNavigation().formAction === address("review");
  const sent = view.current?.submittedAt ?? null;
  // A sent form stands as it was agreed; what a change would need is asked once there is one.
  const missing = sent ? {} : (reply?.fields ?? view.missing);
  const incomplete = !sent && Object.keys(missing).length > 0;
  return (
    <StepCard title="Check and send">
      {sent ? (
        <p>
          You sent this form on {formatMoment(sent)}, and nothing has changed since. To change an answer, choose &lsquo;Change&rsquo; beside
          it.
        </p>
      ) : (
        <p>
          Please check your answers. {view.previouslySubmittedAt && `You sent your form on ${formatMoment(view.previouslySubmittedAt)}: `}
          {view.previouslySubmittedAt
            ? "your changes are sent when you press the button below."
            : "Nothing is sent until you press the button below."}
        </p>
      )}
      {incomplete && !reply && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          A few answers are still needed before the form can be sent: they are marked in red below.
        </p>
      )}
      <IntakeSummary answers={view.current?.answers ?? {}} consent={consentWords(view)} missing={missing} changeHref={address} />
      {!sent && (
        <Form ref={form} method="post" action={address("review")} className="space-y-4">
          <FormReplyMessage reply={reply} form={form} />
          <input type="hidden" name="intent" value="submit" />
          <Button type="submit" size="lg" disabled={sending}>
            <Icon node={Send} />
            {view.previouslySubmittedAt ? "Send my changes" : "Send my form"}
          </Button>
        </Form>
      )}
    </StepCard>
  );
}

/** The thank-you of a sent form, with its answers and the way to change them before the consultation. */
function Sent({ view, address }: { view: PatientIntakeView; address: IntakeAddress }) {
  const sent = view.current?.submittedAt;
  return (
    <>
      <section aria-labelledby="sent-heading" className="space-y-4 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <h2 id="sent-heading" className="flex items-center gap-2 text-2xl font-bold text-brand-deep">
          <Icon node={CheckCircle2} className="size-7 text-success" />
          Thank you
        </h2>
        <p>
          Your form was sent to {practice.practitionerName}
          {sent && <> on {formatMoment(sent)}</>}. It will be read before your consultation.
        </p>
        <p className="text-muted-foreground">
          Has something changed, such as your location during calls or your medications? You can update your answers until your
          consultation.
        </p>
        <Button asChild variant="outline">
          <Link to={address(intakeSections[0].id)}>Update my answers</Link>
        </Button>
      </section>
      <section aria-labelledby="answers-heading" className="space-y-4">
        <h2 id="answers-heading" className="text-xl font-semibold text-brand-deep">
          Your answers
        </h2>
        <IntakeSummary answers={view.current?.answers ?? {}} consent={consentWords(view)} />
      </section>
    </>
  );
}
