import { eq } from "drizzle-orm";
import type { PatientIntakeView, PractitionerIntakeView } from "#contracts/intake.ts";
import { patients } from "#db/schema/patients.ts";
import { auditIntake, intakeRowsOf, openIntake, type IntakeAccessor, type IntakeServices } from "./intake-records.ts";
import { submissionProblems } from "./submit-intake.ts";
import { consentVersions, currentConsent } from "./telehealth-consent.ts";

/**
 * The patient's own intake for her form: the current one (the latest, draft or submitted) with what submitting
 * it would still need, and the consent text to agree to. Audited when there is an intake to open.
 */
export async function readPatientIntake(services: IntakeServices, who: IntakeAccessor): Promise<PatientIntakeView> {
  const { db } = services.database;
  const [rows, consent] = await Promise.all([intakeRowsOf(db, who.patientId), currentConsent(db)]);
  const [latest] = rows;
  const current = latest ? openIntake(services.healthRecords, latest) : null;
  if (current) await auditIntake(db, who, "intake.read", { intakeId: current.id });
  const earlier = current && !current.submittedAt ? rows.find((row) => row.submittedAt) : undefined;
  return {
    current,
    previouslySubmittedAt: earlier?.submittedAt?.toISOString() ?? null,
    consent,
    missing: submissionProblems(current, consent.version),
  };
}

/**
 * The practitioner's reading of a patient's intake: the latest submitted one with the consent text it agreed to,
 * and a newer draft if the patient has started one (or has only that). Null for no such patient. Audited with
 * the intakes opened.
 */
export async function readIntakeForPractitioner(
  services: IntakeServices,
  patientId: string,
  audit: { clientAddress: string },
): Promise<PractitionerIntakeView | null> {
  const { db } = services.database;
  const [patient] = await db.select({ id: patients.id, name: patients.name }).from(patients).where(eq(patients.id, patientId));
  if (!patient) return null;
  const rows = await intakeRowsOf(db, patientId);
  const submittedRow = rows.find((row) => row.submittedAt);
  const draftRow = rows[0] && !rows[0].submittedAt ? rows[0] : undefined;
  const submitted = submittedRow ? openIntake(services.healthRecords, submittedRow) : null;
  const draft = draftRow ? openIntake(services.healthRecords, draftRow) : null;
  if (submitted || draft) {
    await auditIntake(db, { patientId, actor: "admin", clientAddress: audit.clientAddress }, "intake.read", {
      submittedIntakeId: submitted?.id ?? null,
      draftIntakeId: draft?.id ?? null,
    });
  }
  const versions = submitted?.consent ? await consentVersions(db) : [];
  const consentText = versions.find((version) => version.version === submitted?.consent?.version)?.text ?? null;
  return { patient, submitted: submitted && { ...submitted, consentText }, draft };
}
