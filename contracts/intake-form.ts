/**
 * The intake's questions as the form asks them: its fields, their choices and words, and its steps (one
 * section each, then a review). No schema here, so the form's page loads no validation code for them; the
 * rules are contracts/intake.ts's.
 */
export const kneeSides = ["left", "right", "both"] as const;
export const injuryMechanisms = ["non-contact-pivot", "landing", "contact", "other"] as const;
/** No surgery yet, had surgery, or surgery planned. */
export const surgeryStatuses = ["none", "had", "planned"] as const;
export const graftTypes = ["hamstring", "patellar-tendon", "quadriceps", "allograft"] as const;

export const intakeFields = [
  "knee",
  "injuryDate",
  "mechanism",
  "mechanismDetails",
  "surgery",
  "surgeryDate",
  "graftType",
  "otherInjuries",
  "medicalConditions",
  "medications",
  "allergies",
  "goals",
  "sport",
  "emergencyContactName",
  "emergencyContactRelationship",
  "emergencyContactPhone",
  "callLocation",
  "telehealthConsent",
  "consentVersion",
] as const;
export type IntakeField = (typeof intakeFields)[number];

/** How each answer is named where it is read back (the review, the practitioner's page). */
export const intakeFieldLabels: Record<Exclude<IntakeField, "consentVersion">, string> = {
  knee: "Which knee",
  injuryDate: "Date of injury",
  mechanism: "How it happened",
  mechanismDetails: "More about how it happened",
  surgery: "Surgery",
  surgeryDate: "Date of surgery",
  graftType: "Graft",
  otherInjuries: "Other injuries",
  medicalConditions: "Medical conditions",
  medications: "Medications",
  allergies: "Allergies",
  goals: "Goals",
  sport: "Sport and level",
  emergencyContactName: "Emergency contact",
  emergencyContactRelationship: "Relationship",
  emergencyContactPhone: "Emergency contact's phone",
  callLocation: "Location during calls",
  telehealthConsent: "Telehealth consent",
};

/** The words of each choice. */
export const intakeChoiceLabels = {
  knee: { left: "Left knee", right: "Right knee", both: "Both knees" },
  mechanism: {
    "non-contact-pivot": "Twisting or pivoting, without contact",
    landing: "Landing from a jump",
    contact: "Contact: a tackle, a collision or a fall",
    other: "Something else",
  },
  surgery: { none: "No surgery yet", had: "I have had surgery", planned: "Surgery is planned" },
  graftType: {
    hamstring: "Hamstring",
    "patellar-tendon": "Patellar tendon",
    quadriceps: "Quadriceps",
    allograft: "Allograft (a donor tendon)",
  },
} as const satisfies {
  knee: Record<(typeof kneeSides)[number], string>;
  mechanism: Record<(typeof injuryMechanisms)[number], string>;
  surgery: Record<(typeof surgeryStatuses)[number], string>;
  graftType: Record<(typeof graftTypes)[number], string>;
};

/** The form's sections, one step each, in order. */
export const intakeSections = [
  { id: "knee", title: "Your knee", fields: ["knee", "injuryDate", "mechanism", "mechanismDetails"] },
  { id: "surgery", title: "Surgery", fields: ["surgery", "surgeryDate", "graftType"] },
  { id: "health", title: "Your health", fields: ["otherInjuries", "medicalConditions", "medications", "allergies"] },
  { id: "goals", title: "Goals and sport", fields: ["goals", "sport"] },
  {
    id: "safety",
    title: "Safety during calls",
    fields: ["emergencyContactName", "emergencyContactRelationship", "emergencyContactPhone", "callLocation"],
  },
  { id: "consent", title: "Telehealth consent", fields: ["telehealthConsent", "consentVersion"] },
] as const satisfies readonly { id: string; title: string; fields: readonly IntakeField[] }[];

export type IntakeSection = (typeof intakeSections)[number];
export type IntakeSectionId = IntakeSection["id"];

/** The steps: each section, then the review with the submit button. */
export const intakeSteps = [...intakeSections.map((section) => section.id), "review"] as const;
export type IntakeStep = IntakeSectionId | "review";

export function isIntakeStep(value: string | null | undefined): value is IntakeStep {
  return (intakeSteps as readonly string[]).includes(value ?? "");
}

/** The step before and after one; null at either end. */
export function neighbourSteps(step: IntakeStep): { previous: IntakeStep | null; next: IntakeStep | null } {
  const at = intakeSteps.indexOf(step);
  return { previous: intakeSteps[at - 1] ?? null, next: intakeSteps[at + 1] ?? null };
}
