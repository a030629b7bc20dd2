import { asc, desc, eq, isNull } from "drizzle-orm";
import type { AdminNetworkMember, AdminReferral, AdminReferralSummary } from "#contracts/admin-inbox.ts";
import type { Database } from "#db/client.ts";
import { patients } from "#db/schema/patients.ts";
import { networkMembers, referralFiles, referrals, type ReferralFileRow, type ReferralRow } from "#db/schema/referrals.ts";
import type { FileStore } from "#integrations/storage/file-store.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { NotFoundError } from "#server/errors.ts";
import { readReferralFile } from "./referral-files.ts";
import type { ReferralNotesCipher } from "./referral-notes.ts";

const notFound = () => new NotFoundError("This referral does not exist.");

function summaryOf(row: ReferralRow, file: Pick<ReferralFileRow, "id"> | null): AdminReferralSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    referrerName: row.referrerName,
    clinicName: row.clinicName,
    patientName: row.patientName,
    hasDocument: file !== null,
    joinNetwork: row.joinNetwork,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** Every referral, newest first, for the admin's list. */
export async function listReferralsForAdmin(db: Database, limit = 200): Promise<AdminReferralSummary[]> {
  const rows = await db
    .select({ referral: referrals, fileId: referralFiles.id })
    .from(referrals)
    .leftJoin(referralFiles, eq(referralFiles.referralId, referrals.id))
    .orderBy(desc(referrals.createdAt))
    .limit(limit);
  return rows.map(({ referral, fileId }) => summaryOf(referral, fileId ? { id: fileId } : null));
}

/**
 * One referral with every field, the clinical notes included: the ONE place the admin reads a referral's
 * notes, decrypted here (they are sealed at rest with the documents' key).
 */
export async function readReferralForAdmin(db: Database, notes: ReferralNotesCipher, id: string): Promise<AdminReferral> {
  const [row] = await db
    .select({ referral: referrals, file: referralFiles, patient: { id: patients.id, name: patients.name, email: patients.email } })
    .from(referrals)
    .leftJoin(referralFiles, eq(referralFiles.referralId, referrals.id))
    .leftJoin(patients, eq(patients.id, referrals.patientId))
    .where(eq(referrals.id, id));
  if (!row) throw notFound();
  const { referral, file, patient } = row;
  return {
    ...summaryOf(referral, file),
    referrerEmail: referral.referrerEmail,
    referrerPhone: referral.referrerPhone,
    patientEmail: referral.patientEmail,
    clinicalNotes: notes.open(referral.id, referral.clinicalNotes),
    document: file ? { filename: file.filename, contentType: file.contentType, sizeBytes: file.sizeBytes } : null,
    patient,
  };
}

export async function markReferralHandled(
  db: Database,
  notes: ReferralNotesCipher,
  id: string,
  audit: { clientAddress: string },
): Promise<AdminReferral> {
  await db.transaction(async (tx) => {
    const [updated] = await tx.update(referrals).set({ handledAt: new Date() }).where(eq(referrals.id, id)).returning({ id: referrals.id });
    if (!updated) throw notFound();
    await recordAudit(tx, { action: "referral.handled", actor: "admin", clientAddress: audit.clientAddress, details: { referralId: id } });
  });
  return readReferralForAdmin(db, notes, id);
}

export interface ReferralDocumentDownload {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The referral's document, decrypted and checked against its hash, for the signed-in practitioner; every
 * download is written to the audit log (ids only) before the bytes leave.
 */
export async function downloadReferralDocument(
  db: Database,
  files: FileStore,
  referralId: string,
  audit: { clientAddress: string },
): Promise<ReferralDocumentDownload> {
  const [file] = await db.select().from(referralFiles).where(eq(referralFiles.referralId, referralId));
  if (!file) throw new NotFoundError("This referral has no document.");
  const bytes = await readReferralFile(db, files, file.id);
  await recordAudit(db, {
    action: "referral.document_downloaded",
    actor: "admin",
    clientAddress: audit.clientAddress,
    details: { referralId, fileId: file.id, sizeBytes: file.sizeBytes },
  });
  return { filename: file.filename, contentType: file.contentType, bytes };
}

/** The clinicians who opted in to the professional network, oldest consent first. */
export async function listNetworkMembers(db: Database): Promise<AdminNetworkMember[]> {
  const rows = await db.select().from(networkMembers).orderBy(asc(networkMembers.consentedAt));
  return rows.map((row) => ({
    name: row.name,
    organisation: row.organisation,
    email: row.email,
    consentedAt: row.consentedAt.toISOString(),
  }));
}

export async function countUnhandledReferrals(db: Database): Promise<number> {
  return db.$count(referrals, isNull(referrals.handledAt));
}
