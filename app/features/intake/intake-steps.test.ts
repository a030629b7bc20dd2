import { describe, expect, it } from "vitest";
import type { IntakeRecord } from "#contracts/intake.ts";
import { formValues, resumeStep } from "./intake-steps.ts";

const consent = { version: 2, text: "…", publishedAt: null };
const record = (answers: IntakeRecord["answers"], agreed: number | null = null): IntakeRecord => ({
  id: "i-1",
  answers,
  consent: agreed === null ? null : { version: agreed, at: "2026-01-01T00:00:00.000Z" },
  submittedAt: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("where the form resumes", () => {
  it("starts a new form at its first step", () => {
    expect(resumeStep({ current: null, consent })).toBe("knee");
    expect(resumeStep({ current: record({}), consent })).toBe("knee");
  });

  it("goes to the step after the last section answered", () => {
    expect(resumeStep({ current: record({ knee: "left" }), consent })).toBe("surgery");
    expect(resumeStep({ current: record({ knee: "left", goals: "Run" }), consent })).toBe("safety");
    expect(resumeStep({ current: record({ callLocation: "Fitzroy" }), consent })).toBe("consent");
  });

  it("counts the consent once agreed in the current version, then goes to the review", () => {
    expect(resumeStep({ current: record({ knee: "left" }, 2), consent })).toBe("review");
    expect(resumeStep({ current: record({ knee: "left" }, 1), consent })).toBe("surgery");
  });
});

describe("the form's values", () => {
  it("are the saved answers as text, the unanswered left out", () => {
    expect(formValues({ knee: "both", injuryDate: "2025-09-20", goals: undefined })).toEqual({ knee: "both", injuryDate: "2025-09-20" });
    expect(formValues(undefined)).toEqual({});
  });
});
