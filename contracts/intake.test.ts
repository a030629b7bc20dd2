import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { fieldMessages } from "./form-reply.ts";
import { intakeDraftSchema, intakeFormInput, intakeMessages, intakeSubmissionSchema } from "./intake.ts";
import { freeTextMessage, singleLineMessage } from "./text-fields.ts";

/** Each field's first message, as a form's reply and the API's 400 give them. */
const problems = (schema: z.ZodMiniType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? {} : fieldMessages(result.error.issues, "form");
};

const complete = {
  knee: "left",
  injuryDate: "2026-01-10",
  mechanism: "non-contact-pivot",
  mechanismDetails: "Landed awkwardly at netball and felt a pop.",
  surgery: "had",
  surgeryDate: "2026-02-01",
  graftType: "hamstring",
  otherInjuries: "Medial meniscus tear",
  medicalConditions: "",
  medications: "Paracetamol when needed",
  allergies: "",
  goals: "Back to netball by next season",
  sport: "Netball, club level",
  emergencyContactName: "Alex Lee",
  emergencyContactRelationship: "Partner",
  emergencyContactPhone: "0400 111 222",
  callLocation: "12 Smith Street, Fitzroy VIC 3065",
  telehealthConsent: true,
  consentVersion: "1",
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the intake draft", () => {
  it("accepts nothing at all: a patient may save before answering", () => {
    expect(z.parse(intakeDraftSchema, {})).toEqual(Object.fromEntries(Object.keys(complete).map((key) => [key, undefined])));
  });

  it("keeps what a form leaves empty as unanswered", () => {
    const draft = z.parse(intakeDraftSchema, { knee: "", injuryDate: " ", goals: "  ", emergencyContactName: "" });
    expect(draft.knee).toBeUndefined();
    expect(draft.injuryDate).toBeUndefined();
    expect(draft.goals).toBeUndefined();
    expect(draft.emergencyContactName).toBeUndefined();
  });

  it("checks what is given, each field with its own message", () => {
    expect(
      problems(intakeDraftSchema, {
        knee: "middle",
        mechanism: "skiing",
        surgery: "maybe",
        graftType: "titanium",
        emergencyContactPhone: "call me",
        emergencyContactName: "A",
        callLocation: "Home",
      }),
    ).toEqual({
      knee: intakeMessages.knee,
      mechanism: intakeMessages.mechanism,
      surgery: intakeMessages.surgery,
      graftType: intakeMessages.graftType,
      emergencyContactPhone: intakeMessages.emergencyContactPhone,
      emergencyContactName: intakeMessages.emergencyContactName,
      callLocation: intakeMessages.callLocation,
    });
  });

  it("trims answers and keeps free text's lines", () => {
    const draft = z.parse(intakeDraftSchema, { sport: "  Netball  ", goals: "Run again.\nJump again." });
    expect(draft.sport).toBe("Netball");
    expect(draft.goals).toBe("Run again.\nJump again.");
  });

  it("refuses free text over its length", () => {
    expect(problems(intakeDraftSchema, { goals: "a".repeat(2001) })).toEqual({ goals: intakeMessages.textTooLong });
    expect(problems(intakeDraftSchema, { goals: "a".repeat(2000) })).toEqual({});
  });
});

describe("the intake's dates", () => {
  it("refuses a date that is not one", () => {
    expect(problems(intakeDraftSchema, { injuryDate: "2026-02-30" })).toEqual({ injuryDate: intakeMessages.date });
    expect(problems(intakeDraftSchema, { injuryDate: "last spring" })).toEqual({ injuryDate: intakeMessages.date });
    expect(problems(intakeDraftSchema, { surgeryDate: "1899-06-01", surgery: "had" })).toEqual({ surgeryDate: intakeMessages.date });
  });

  it("refuses an injury in the future, up to today anywhere on Earth", () => {
    expect(problems(intakeDraftSchema, { injuryDate: "2026-03-03" })).toEqual({ injuryDate: intakeMessages.future });
    expect(problems(intakeDraftSchema, { injuryDate: "2026-03-02" })).toEqual({});
    expect(problems(intakeDraftSchema, { injuryDate: "2026-03-01" })).toEqual({});
  });

  it("refuses a surgery had in the future, and takes a planned one", () => {
    expect(problems(intakeDraftSchema, { surgery: "had", surgeryDate: "2026-04-01" })).toEqual({
      surgeryDate: intakeMessages.surgeryDateFuture,
    });
    expect(problems(intakeDraftSchema, { surgery: "had", surgeryDate: "2026-02-01" })).toEqual({});
    expect(z.parse(intakeDraftSchema, { surgery: "planned", surgeryDate: "2026-04-01" }).surgeryDate).toBe("2026-04-01");
  });

  it("drops a date and graft left over when there is no surgery yet", () => {
    const draft = z.parse(intakeDraftSchema, { surgery: "none", surgeryDate: "2026-04-01", graftType: "hamstring" });
    expect(draft).toMatchObject({ surgery: "none", surgeryDate: undefined, graftType: undefined });
  });
});

describe("the text rules", () => {
  const singleLineFields = ["sport", "emergencyContactName", "emergencyContactRelationship", "emergencyContactPhone", "callLocation"];
  const freeTextFields = ["mechanismDetails", "otherInjuries", "medicalConditions", "medications", "allergies", "goals"];

  it.each(singleLineFields)("refuses a line break or control character in %s", (field) => {
    const value = String(complete[field as keyof typeof complete]);
    for (const inserted of ["\n", "\r\n", "\t", "\u0000", "\u2028"]) {
      const input = { ...complete, [field]: `${value.slice(0, 3)}${inserted}${value.slice(3)}` };
      expect(problems(intakeDraftSchema, input)).toEqual({ [field]: singleLineMessage });
    }
  });

  it.each(freeTextFields)("keeps lines and tabs in %s and refuses other control characters", (field) => {
    expect(problems(intakeDraftSchema, { [field]: "First line\n\tSecond line" })).toEqual({});
    expect(problems(intakeDraftSchema, { [field]: "Null \u0000 here" })).toEqual({ [field]: freeTextMessage });
  });
});

describe("the intake submission", () => {
  it("takes a complete intake", () => {
    expect(problems(intakeSubmissionSchema, complete)).toEqual({});
    expect(z.parse(intakeSubmissionSchema, complete).consentVersion).toBe(1);
  });

  it("asks for what a physiotherapist needs, each with its message", () => {
    expect(problems(intakeSubmissionSchema, { goals: "Run again" })).toEqual({
      knee: intakeMessages.knee,
      injuryDate: intakeMessages.injuryDate,
      emergencyContactName: intakeMessages.emergencyContactName,
      emergencyContactRelationship: intakeMessages.emergencyContactRelationship,
      emergencyContactPhone: intakeMessages.emergencyContactPhone,
      callLocation: intakeMessages.callLocation,
      telehealthConsent: intakeMessages.telehealthConsent,
    });
  });

  it("needs the consent agreed, not only answered", () => {
    expect(problems(intakeSubmissionSchema, { ...complete, telehealthConsent: false })).toEqual({
      telehealthConsent: intakeMessages.telehealthConsent,
    });
  });

  it("leaves the rest optional: surgery, history, goals", () => {
    const essentials = {
      knee: "right",
      injuryDate: "2025-11-30",
      emergencyContactName: "Alex Lee",
      emergencyContactRelationship: "Mother",
      emergencyContactPhone: "+61 400 111 222",
      callLocation: "Unit 4, 9 High St, Preston",
      telehealthConsent: true,
    };
    expect(problems(intakeSubmissionSchema, essentials)).toEqual({});
  });

  it("still checks what is given as the draft does", () => {
    expect(problems(intakeSubmissionSchema, { ...complete, injuryDate: "2026-03-03" })).toEqual({ injuryDate: intakeMessages.future });
  });
});

describe("a form's post", () => {
  it("reads the consent's checkbox as agreed or not, where the consent is asked", () => {
    const ticked = new FormData();
    ticked.set("consentVersion", "2");
    ticked.set("telehealthConsent", "on");
    expect(intakeFormInput(ticked)).toEqual({ consentVersion: "2", telehealthConsent: true });
    const unticked = new FormData();
    unticked.set("consentVersion", "2");
    expect(intakeFormInput(unticked)).toEqual({ consentVersion: "2", telehealthConsent: false });
    const otherStep = new FormData();
    otherStep.set("knee", "left");
    expect(intakeFormInput(otherStep)).toEqual({ knee: "left" });
  });

  it("refuses a consent version that names none", () => {
    expect(problems(intakeDraftSchema, { consentVersion: "0" })).toEqual({ consentVersion: intakeMessages.consentVersion });
    expect(problems(intakeDraftSchema, { consentVersion: "v2" })).toEqual({ consentVersion: intakeMessages.consentVersion });
    expect(z.parse(intakeDraftSchema, { consentVersion: 3 }).consentVersion).toBe(3);
  });
});
