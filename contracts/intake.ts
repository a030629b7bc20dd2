import "./zod-jitless.ts";
import * as z from "zod/mini";
import { isCalendarDate, isNotInFuture } from "#core/intake/intake-dates.ts";
import { graftTypes, injuryMechanisms, kneeSides, surgeryStatuses, type IntakeField } from "./intake-form.ts";
import { freeText, singleLineText } from "./text-fields.ts";

export const INTAKE_TEXT_MAX = 2000;

export const intakeMessages = {
  knee: "Please choose which knee",
  injuryDate: "Please enter the date of your injury",
  mechanism: "Please choose how it happened",
  surgery: "Please choose one",
  graftType: "Please choose a graft type, or leave it empty if you are not sure",
  date: "Please enter a real date: day, month and year",
  future: "This date is in the future: please check it",
  surgeryDateFuture: "A surgery you have had cannot be in the future: please check the date, or choose 'Surgery is planned'",
  textTooLong: `Please keep this under ${INTAKE_TEXT_MAX} characters`,
  emergencyContactName: "Please enter the name of someone we can call in an emergency",
  emergencyContactRelationship: "Please say how they are related to you (for example partner, parent, friend)",
  emergencyContactPhone: "Please enter your emergency contact's phone number",
  callLocation: "Please enter where you will usually be during calls: street address and suburb",
  telehealthConsent: "Please read the telehealth consent and tick the box to agree",
  consentVersion: "This consent text is not one the practice has published",
} as const;

/** What a form leaves empty is no answer: a draft keeps it unanswered, a submission asks for it. */
const unanswered = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const answer = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(unanswered), z.optional(schema));

const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) => z.enum(options, message);
const freeAnswer = () => z.string().check(z.trim(), freeText(), z.maxLength(INTAKE_TEXT_MAX, intakeMessages.textTooLong));
const line = (min: number, max: number, message: string) =>
  singleLineText({ error: message }).check(z.minLength(min, message), z.maxLength(max, message));
/** A real date; `past`: not after today anywhere on Earth (core/intake/intake-dates.ts), checked when parsed. */
const day = (past: boolean) =>
  z
    .string(intakeMessages.date)
    .check(
      z.trim(),
      z.refine(isCalendarDate, intakeMessages.date),
      ...(past ? [z.refine<string>((date) => isNotInFuture(date, new Date()), intakeMessages.future)] : []),
    );

const fields = {
  knee: answer(choice(kneeSides, intakeMessages.knee)),
  injuryDate: answer(day(true)),
  mechanism: answer(choice(injuryMechanisms, intakeMessages.mechanism)),
  mechanismDetails: answer(freeAnswer()),
  surgery: answer(choice(surgeryStatuses, intakeMessages.surgery)),
  // Had surgery: not in the future (checked with the status below); planned: any date.
  surgeryDate: answer(day(false)),
  graftType: answer(choice(graftTypes, intakeMessages.graftType)),
  otherInjuries: answer(freeAnswer()),
  medicalConditions: answer(freeAnswer()),
  medications: answer(freeAnswer()),
  allergies: answer(freeAnswer()),
  goals: answer(freeAnswer()),
  sport: answer(line(1, 200, "Please keep this under 200 characters")),
  emergencyContactName: answer(line(2, 120, intakeMessages.emergencyContactName)),
  emergencyContactRelationship: answer(line(2, 60, intakeMessages.emergencyContactRelationship)),
  emergencyContactPhone: answer(
    singleLineText({ error: intakeMessages.emergencyContactPhone }).check(
      z.minLength(8, intakeMessages.emergencyContactPhone),
      z.maxLength(30, intakeMessages.emergencyContactPhone),
      z.regex(/^\+?[\d\s().-]+$/, intakeMessages.emergencyContactPhone),
    ),
  ),
  callLocation: answer(line(5, 300, intakeMessages.callLocation)),
  /** The box ticked; a form's checkbox posts "on" (intakeFormInput turns it into true). */
  telehealthConsent: answer(z.boolean(intakeMessages.telehealthConsent)),
  /** The version of the consent text shown beside the box, which the patient agreed to. */
  consentVersion: answer(
    z
      .pipe(
        z.union([z.number(), z.string().check(z.regex(/^\d{1,9}$/, intakeMessages.consentVersion))], intakeMessages.consentVersion),
        z.transform((version) => Number(version)),
      )
      .check(z.refine((version: number) => Number.isSafeInteger(version) && version >= 1, intakeMessages.consentVersion)),
  ),
} satisfies Record<IntakeField, z.ZodMiniType>;

const intakeObject = z.object(fields);
type Answers = z.output<typeof intakeObject>;

/** A surgery had cannot be in the future; with no surgery yet, a date or graft left over from another choice is dropped. */
const surgeryRules = z.superRefine<Answers>((value, context) => {
  if (value.surgery === "had" && value.surgeryDate && !isNotInFuture(value.surgeryDate, new Date())) {
    context.addIssue({ code: "custom", message: intakeMessages.surgeryDateFuture, path: ["surgeryDate"], input: value.surgeryDate });
  }
});
const withoutSurgeryDetails = (value: Answers): Answers =>
  value.surgery === "none" ? { ...value, surgeryDate: undefined, graftType: undefined } : value;

/**
 * The intake as saved while the patient goes (docs/decisions/0046): every answer optional, but each one given is
 * checked (text rules, dates, choices). The form's steps, their page actions and any API route parse with it.
 */
export const intakeDraftSchema = z.pipe(intakeObject.check(surgeryRules), z.transform(withoutSurgeryDetails));

/** What a physiotherapist needs before the call, each missing one with its own message. */
export const intakeRequiredFields = [
  "knee",
  "injuryDate",
  "emergencyContactName",
  "emergencyContactRelationship",
  "emergencyContactPhone",
  "callLocation",
  "telehealthConsent",
] as const satisfies readonly IntakeField[];

/** The intake as submitted: the draft's rules, and the answers a physiotherapist needs given, the consent agreed. */
export const intakeSubmissionSchema = intakeDraftSchema.check(
  z.superRefine((value: Answers, context) => {
    for (const field of intakeRequiredFields) {
      const given = field === "telehealthConsent" ? value.telehealthConsent === true : value[field] !== undefined;
      if (!given) context.addIssue({ code: "custom", message: intakeMessages[field], path: [field], input: value[field] });
    }
  }),
);

export type IntakeDraft = z.output<typeof intakeDraftSchema>;
/** The answers kept sealed; the consent is kept beside them, as its version and time (`IntakeRecord.consent`). */
export type IntakeAnswers = Omit<IntakeDraft, "telehealthConsent" | "consentVersion">;

/** A form's post as the schema reads it: the consent's checkbox posts "on" when ticked and nothing when not. */
export function intakeFormInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = Object.fromEntries(form);
  if (form.has("consentVersion")) input.telehealthConsent = form.get("telehealthConsent") === "on";
  return input;
}

/** The practice's telehealth consent as the patient is asked to agree to it. */
export interface TelehealthConsent {
  version: number;
  text: string;
  /** When the practitioner published it; null for the site's default text, never edited. */
  publishedAt: string | null;
}

/** One saved intake, opened. */
export interface IntakeRecord {
  id: string;
  answers: IntakeAnswers;
  /** The consent's version and when it was given; null until the box is ticked. */
  consent: { version: number; at: string } | null;
  submittedAt: string | null;
  updatedAt: string;
}

/** The patient's own intake page: the current intake (the latest, a draft or submitted), and the consent to agree to. */
export interface PatientIntakeView {
  current: IntakeRecord | null;
  /** When the current intake is a change not sent yet: when the one before it was submitted. */
  previouslySubmittedAt: string | null;
  consent: TelehealthConsent;
  /** What submitting now would refuse, per field (empty when it can be sent). */
  missing: Partial<Record<IntakeField, string>>;
}

/** The practitioner's reading of a patient's intake. */
export interface PractitionerIntakeView {
  patient: { id: string; name: string };
  /** The latest submitted intake, with the consent text its version had. */
  submitted: (IntakeRecord & { consentText: string | null }) | null;
  /** A draft newer than it (or the only intake), not submitted. */
  draft: IntakeRecord | null;
}

/** Whether a patient has sent an intake, started one, or neither: for the dashboard's card, the room, the booking pages. */
export type IntakeState = "none" | "draft" | "submitted";

/** A patient's intake state with the practitioner's page of it. */
export interface IntakeStatus {
  patientId: string;
  state: IntakeState;
}

/** What a save answers. */
export interface IntakeSaved {
  intakeId: string;
  savedAt: string;
}

/** The practitioner's edit of the consent text (the admin's consent page): a new text makes a new version. */
export const telehealthConsentTextSchema = z.object({
  text: z
    .string("Please write the consent text")
    .check(
      z.trim(),
      freeText(),
      z.minLength(100, "Please write the whole consent text (at least 100 characters)"),
      z.maxLength(10_000, "Please keep the consent text under 10,000 characters"),
    ),
});
export type TelehealthConsentText = z.output<typeof telehealthConsentTextSchema>;
