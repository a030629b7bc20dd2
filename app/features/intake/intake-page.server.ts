import { data, redirect } from "react-router";
import { intakeDraftSchema, intakeFormInput, type IntakeDraft, type PatientIntakeView } from "#contracts/intake.ts";
import type { IntakeAccess } from "#contracts/intake-pages.ts";
import { intakeSections, isIntakeStep, neighbourSteps, type IntakeStep } from "#contracts/intake-form.ts";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import { resumeStep, type IntakeAddress } from "./intake-steps.ts";
import type { AutosaveAnswer } from "./use-autosave.ts";

/** The form's page: the step shown (null: the thank-you of a sent form) and the patient's intake. */
export interface IntakeFormPage {
  step: IntakeStep | null;
  view: PatientIntakeView;
}

/**
 * The form's loader, for whichever route mounts it: the step in the address (`?step=`); without one, the
 * thank-you of a sent form, or the step where the patient left off.
 */
export async function loadIntakeForm(access: IntakeAccess, url: URL, address: IntakeAddress): Promise<IntakeFormPage> {
  const view = await access.read();
  const step = url.searchParams.get("step");
  if (isIntakeStep(step)) return { step, view };
  if (view.current?.submittedAt) return { step: null, view };
  throw redirect(address(resumeStep(view)));
}

/**
 * The form's action. A section's step (`?step=`) posts its answers: saved as a draft, then the next step
 * (`intent=next`) or the one before (`intent=back`); `intent=autosave` is the page saving itself as the patient
 * types, answered in place. The review posts `intent=submit`: the form sent, then its thank-you. A refusal
 * answers the form's reply, with what was typed.
 */
export async function intakeFormAction(access: IntakeAccess, request: Request, address: IntakeAddress) {
  const step = new URL(request.url).searchParams.get("step");
  const form = await request.formData();
  const intent = form.get("intent");
  if (step === "review" && intent === "submit") {
    const sent = await access.submit();
    return sent.ok ? redirect(address()) : refusedReply(sent.refusal, {});
  }
  const section = intakeSections.find((candidate) => candidate.id === step);
  if (!section || (intent !== "next" && intent !== "back" && intent !== "autosave")) throw data("Unknown action", { status: 400 });

  const submission = parseSubmission(form, intakeDraftSchema, intakeFormInput);
  if (!submission.ok) return invalidReply(submission.reply);
  const answers = Object.fromEntries(section.fields.map((field) => [field, submission.value[field]])) as IntakeDraft;
  const saved = await access.save(answers, section.fields);
  if (!saved.ok) return refusedReply(saved.refusal, submission.values);
  if (intent === "autosave") return { savedAt: saved.value.savedAt } satisfies AutosaveAnswer;
  const { previous, next } = neighbourSteps(section.id);
  return redirect(address((intent === "back" ? previous : next) ?? section.id));
}
