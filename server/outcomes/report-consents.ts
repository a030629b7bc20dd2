import { and, desc, eq, isNull } from "drizzle-orm";
import type { ReportConsent, ReportConsentPayload } from "#contracts/outcome-progress.ts";
import type { Database } from "#db/client.ts";
import { reportConsents, type ReportConsentRow } from "#db/schema/outcomes.ts";
import { patients } from "#db/schema/patients.ts";
import { referrals } from "#db/schema/referrals.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { ForbiddenError, NotFoundError } from "#server/errors.ts";

/** The practitioner at the Progress tab, for the audit. */
export interface ConsentAudit {
  clientAddress: string;
}

const consentOf = (row: ReportConsentRow): ReportConsent => ({
  id: row.id,
  recipientName: row.recipientName,
  recipientEmail: row.recipientEmail,
  givenBy: row.givenBy,
  recordedAt: row.recordedAt.toISOString(),
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

/** A patient's recorded consents to a progress report, newest first; withdrawn ones stay, marked. */
export async function listReportConsents(db: Database, patientId: string): Promise<ReportConsent[]> {
  const rows = await db
    .select()
    .from(reportConsents)
    .where(eq(reportConsents.patientId, patientId))
    .orderBy(desc(reportConsents.recordedAt));
  return rows.map(consentOf);
}

/** Who referred the patient (their latest referral), the report's usual recipient; null when nobody did. */
export async function referrerOf(db: Database, patientId: string): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ name: referrals.referrerName, email: referrals.referrerEmail })
    .from(referrals)
    .where(eq(referrals.patientId, patientId))
    .orderBy(desc(referrals.createdAt))
    .limit(1);
  return row ?? null;
}

/** Records the patient's consent to reports going to one clinician; audited with the consent's id, never the names. */
export async function recordReportConsent(
  db: Database,
  patientId: string,
  payload: ReportConsentPayload,
  audit: ConsentAudit,
): Promise<{ consentId: string }> {
  return db.transaction(async (tx) => {
    const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
    if (!patient) throw new NotFoundError("This patient record does not exist.");
    const [row] = await tx
      .insert(reportConsents)
      .values({ patientId, ...payload })
      .returning({ id: reportConsents.id });
    await recordAudit(tx, {
      action: "report_consent.recorded",
      actor: "admin",
      clientAddress: audit.clientAddress,
      patientId,
      details: { consentId: row!.id },
    });
    return { consentId: row!.id };
  });
}

/** Withdraws a consent still in force: no report goes under it from now on, a queued one included. */
export async function withdrawReportConsent(db: Database, patientId: string, consentId: string, audit: ConsentAudit): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reportConsents)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(reportConsents.id, consentId), eq(reportConsents.patientId, patientId), isNull(reportConsents.withdrawnAt)))
      .returning({ id: reportConsents.id });
    if (!row) throw new NotFoundError("This consent does not exist or is already withdrawn.");
    await recordAudit(tx, {
      action: "report_consent.withdrawn",
      actor: "admin",
      clientAddress: audit.clientAddress,
      patientId,
      details: { consentId },
    });
  });
}

/** The consent a report is sent under, if the patient's and not withdrawn; refused otherwise. */
export async function consentInForce(db: Database, consentId: string, patientId?: string): Promise<ReportConsentRow> {
  const [row] = await db.select().from(reportConsents).where(eq(reportConsents.id, consentId));
  if (!row || (patientId !== undefined && row.patientId !== patientId)) throw new NotFoundError("This consent does not exist.");
  if (row.withdrawnAt) throw new ForbiddenError("The patient has withdrawn this consent: no report can be sent under it.");
  return row;
}
