import type { IntakeAnswers, PatientIntakeView } from "#contracts/intake.ts";
import { intakeSections, type IntakeStep } from "#contracts/intake-form.ts";

/** Where the form lives (a booking's manage link, or the patient's own pages): its address, or one step's (`?step=`). */
export type IntakeAddress = (step?: IntakeStep) => string;

/**
 * Where opening the form again takes the patient: the step after the last section she answered (the consent
 * counts once agreed), the first for a new form, the review once every section is behind her.
 */
export function resumeStep({ current, consent }: Pick<PatientIntakeView, "current" | "consent">): IntakeStep {
  const answered = intakeSections.map((section) =>
    section.id === "consent"
      ? current?.consent?.version === consent.version
      : section.fields.some((field) => current?.answers[field as keyof IntakeAnswers] !== undefined),
  );
  const last = answered.lastIndexOf(true);
  return intakeSections[last + 1]?.id ?? "review";
}

/** The saved answers as the form's fields hold them. */
export function formValues(answers: IntakeAnswers | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers ?? {}).flatMap(([field, value]) => (value === undefined || value === null ? [] : [[field, String(value)]])),
  );
}
