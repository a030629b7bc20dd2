import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { fieldMessages } from "#contracts/form-reply.ts";
import { intakeSubmissionSchema, type IntakeRecord } from "#contracts/intake.ts";
import type { IntakeField } from "#contracts/intake-form.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { InvalidInputError } from "#server/errors.ts";
import { auditIntake, intakeRowsOf, lockPatient, openIntake, type IntakeAccessor, type IntakeServices } from "./intake-records.ts";
import { currentConsent } from "./telehealth-consent.ts";

export const consentOutdatedMessage =
  "The practice has updated its telehealth consent since you agreed to it. Please read it again and tick the box.";
export const nothingToSubmitMessage = "Please answer the form before sending it.";

/**
 * What submitting an intake would refuse, per field: the submission schema's rules on the saved answers, and
 * the consent agreed in the version the practice asks for now.
 */
export function submissionProblems(record: IntakeRecord | null, consentVersion: number): Partial<Record<IntakeField, string>> {
  const agreed = record?.consent?.version === consentVersion;
  const result = z.safeParse(intakeSubmissionSchema, { ...record?.answers, telehealthConsent: agreed, consentVersion });
  const problems: Partial<Record<IntakeField, string>> = result.success ? {} : fieldMessages(result.error.issues, "form");
  if (record?.consent && !agreed) problems.telehealthConsent = consentOutdatedMessage;
  return problems;
}

/**
 * Sends the current intake to the practitioner: refused with each missing answer's message until it holds what
 * she needs; sending it again changes nothing.
 */
export async function submitIntake(
  services: IntakeServices,
  who: IntakeAccessor,
  now = new Date(),
): Promise<{ intakeId: string; submittedAt: string }> {
  const { database, healthRecords: cipher } = services;
  return database.db.transaction(async (tx) => {
    await lockPatient(tx, who.patientId);
    const [latest] = await intakeRowsOf(tx, who.patientId);
    if (!latest) throw new InvalidInputError(nothingToSubmitMessage);
    if (latest.submittedAt) return { intakeId: latest.id, submittedAt: latest.submittedAt.toISOString() };
    const problems = submissionProblems(openIntake(cipher, latest), (await currentConsent(tx)).version);
    const fields = Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const first = Object.values(fields)[0];
    if (first) throw new InvalidInputError(first, fields);
    await tx.update(patientIntakes).set({ submittedAt: now, updatedAt: now }).where(eq(patientIntakes.id, latest.id));
    await auditIntake(tx, who, "intake.submitted", { intakeId: latest.id });
    return { intakeId: latest.id, submittedAt: now.toISOString() };
  });
}
