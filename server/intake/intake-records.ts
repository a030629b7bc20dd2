import { desc, eq } from "drizzle-orm";
import type { IntakeAnswers, IntakeRecord } from "#contracts/intake.ts";
import type { Database } from "#db/client.ts";
import { patientIntakes, type PatientIntakeRow } from "#db/schema/health-records.ts";
import { patients } from "#db/schema/patients.ts";
import { recordAudit, type AuditedActor, type AuditEvent } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import type { HealthCipher } from "#server/health/health-cipher.ts";

/** What the intake's use-cases need: the database and the health records' cipher. */
export type IntakeServices = { database: Pick<AppServices["database"], "db"> } & Pick<AppServices, "healthRecords">;

/**
 * Whose intake, and who is at it: the patient herself (from her manage-booking link, or signed in), the
 * practitioner, or the system (a progress report rendered for its mail). Every read and write is audited
 * with these (docs/decisions/0046).
 */
export interface IntakeAccessor extends AuditedActor {
  patientId: string;
  /** The appointment whose link the patient came by, for the audit. */
  appointmentId?: string | null;
}

/** A patient's intakes, the current one (the latest) first. */
export async function intakeRowsOf(db: Database, patientId: string): Promise<PatientIntakeRow[]> {
  return db
    .select()
    .from(patientIntakes)
    .where(eq(patientIntakes.patientId, patientId))
    .orderBy(desc(patientIntakes.updatedAt), desc(patientIntakes.createdAt));
}

/** A stored intake opened: its answers unsealed (bound to its row, so one moved to another row fails). */
export function openIntake(cipher: HealthCipher, row: PatientIntakeRow): IntakeRecord {
  return {
    id: row.id,
    answers: cipher.open("intake", row.id, row.answersSealed) as IntakeAnswers,
    consent:
      row.consentVersion !== null && row.consentedAt ? { version: Number(row.consentVersion), at: row.consentedAt.toISOString() } : null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Holds the patient's row until the transaction ends, so that saves of one patient's intake follow each other. */
export async function lockPatient(tx: Database, patientId: string): Promise<void> {
  const [row] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for("update");
  if (!row) throw new NotFoundError("This patient record does not exist.");
}

/** One audit event of the intake: which intakes, never what they say. */
export async function auditIntake(
  db: Database,
  who: IntakeAccessor,
  action: IntakeAuditAction,
  details: Record<string, string | null>,
): Promise<void> {
  await recordAudit(db, intakeAuditEvent(who, action, details));
}

type IntakeAuditAction = "intake.saved" | "intake.submitted" | "intake.read";

/** The audit event of an access to a patient's intake: who, which patient, ids only. */
export function intakeAuditEvent(who: IntakeAccessor, action: IntakeAuditAction, details: Record<string, string | null>): AuditEvent {
  return {
    action,
    actor: who.actor,
    patientId: who.patientId,
    appointmentId: who.appointmentId ?? null,
    clientAddress: who.clientAddress ?? null,
    details,
  };
}
