import { eq, sql } from "drizzle-orm";
import { emailKey } from "#core/patients/email-key.ts";
import type { Database } from "#db/client.ts";
import type { Transaction } from "#db/transaction-lock.ts";
import { patients } from "#db/schema/patients.ts";
import { referrals, type ReferralRow } from "#db/schema/referrals.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { ConflictError, NotFoundError } from "#server/errors.ts";
import { patientNotFound } from "./admin-patients.ts";
import { adoptEarlierByEmail } from "./patient-match.ts";

type Audit = { clientAddress: string };

async function lockedReferral(tx: Transaction, id: string): Promise<ReferralRow> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, id)).for("update");
  if (!row) throw new NotFoundError("This referral does not exist.");
  return row;
}

/**
 * The practitioner links a referral to a record by hand (docs/decisions/0046), when the referrer gave
 * another email than the patient books with. The record is held until the commit (a merge of it waits,
 * then moves the referral with the rest); a merged record is refused, its survivor named in the words.
 */
export async function linkReferralToPatient(db: Database, referralId: string, patientId: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedReferral(tx, referralId);
    const [patient] = await tx.select().from(patients).where(eq(patients.id, patientId)).for("key share");
    if (!patient) throw patientNotFound();
    if (patient.mergedIntoId) {
      throw new ConflictError("That record was merged into another. Please link the referral to the record it was merged into.");
    }
    await tx.update(referrals).set({ patientId }).where(eq(referrals.id, referralId));
    await recordAudit(tx, {
      action: "referral.patient_linked",
      actor: "admin",
      clientAddress: audit.clientAddress,
      patientId,
      details: { referralId, patientId },
    });
  });
}

/** The referral belongs to no record any more (matched by an email the patient shares with someone else). */
export async function unlinkReferral(db: Database, referralId: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const referral = await lockedReferral(tx, referralId);
    if (!referral.patientId) return;
    await tx.update(referrals).set({ patientId: null }).where(eq(referrals.id, referralId));
    await recordAudit(tx, {
      action: "referral.patient_unlinked",
      actor: "admin",
      clientAddress: audit.clientAddress,
      patientId: referral.patientId,
      details: { referralId, patientId: referral.patientId },
    });
  });
}

/**
 * 'Create patient record': a record made from the referral's patient (name and email; no phone), linked to
 * it, and taking the other referrals and messages of that email that belong to no record. Refused when the
 * referral has a record already, or a live record has the email (then she links it instead).
 */
export async function createPatientFromReferral(db: Database, referralId: string, audit: Audit): Promise<string> {
  return db.transaction(async (tx) => {
    const referral = await lockedReferral(tx, referralId);
    if (referral.patientId) throw new ConflictError("This referral is already linked to a patient record.");
    const key = emailKey(referral.patientEmail);
    const [made] = await tx
      .insert(patients)
      .values({ name: referral.patientName.trim(), email: referral.patientEmail.trim(), emailKey: key })
      .onConflictDoNothing({ target: patients.emailKey, where: sql`${patients.mergedIntoId} IS NULL` })
      .returning({ id: patients.id });
    if (!made) {
      throw new ConflictError("A patient record with this email address already exists. Please link the referral to it instead.");
    }
    await tx.update(referrals).set({ patientId: made.id }).where(eq(referrals.id, referralId));
    await adoptEarlierByEmail(tx, made.id, key);
    await recordAudit(tx, {
      action: "patient.created",
      actor: "admin",
      clientAddress: audit.clientAddress,
      patientId: made.id,
      details: { patientId: made.id, referralId },
    });
    return made.id;
  });
}
