import { and, eq } from "drizzle-orm";
import type { PatientMerge } from "#contracts/patients.ts";
import type { Database } from "#db/client.ts";
import type { Transaction } from "#db/transaction-lock.ts";
import { appointments } from "#db/schema/appointments.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { clinicalNotes, patientIntakes } from "#db/schema/health-records.ts";
import { patientMerges, patients, patientSessions, patientSignInLinks, type PatientRow } from "#db/schema/patients.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { playlists } from "#db/schema/playlists.ts";
import { reportConsents } from "#db/schema/outcomes.ts";
import { exerciseReminders, programmes, programmeSessions } from "#db/schema/programmes.ts";
import { referrals } from "#db/schema/referrals.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { ConflictError, InvalidInputError } from "#server/errors.ts";
import { moveQuestionnaires } from "#server/questionnaires/merge-questionnaires.ts";
import { patientNotFound } from "./admin-patients.ts";

type PatientRows =
  | typeof appointments
  | typeof referrals
  | typeof contactMessages
  | typeof patientIntakes
  | typeof clinicalNotes
  | typeof programmes
  | typeof programmeSessions
  | typeof reportConsents;

/** What a merge moved (or ended), by kind: the counts `patient_merges` and the audit log keep. */
export interface MergeCounts {
  appointments: number;
  referrals: number;
  messages: number;
  intakes: number;
  notes: number;
  playlists: number;
  playlistSessions: number;
  programmes: number;
  programmeSessions: number;
  reportConsents: number;
  questionnaires: number;
  sessionsEnded: number;
  signInLinksDeleted: number;
}

/**
 * Both records locked FOR UPDATE, always the smaller id first: two merges of the same pair, or of a pair
 * and its reverse, at once cannot each hold one row and wait for the other; the second finds the first done.
 */
async function lockBoth(tx: Transaction, a: string, b: string): Promise<Map<string, PatientRow>> {
  const locked = new Map<string, PatientRow>();
  for (const id of [a, b].sort()) {
    const [row] = await tx.select().from(patients).where(eq(patients.id, id)).for("update");
    if (!row) throw patientNotFound();
    locked.set(id, row);
  }
  return locked;
}

const alreadyMerged = () =>
  new ConflictError("One of these records has already been merged into another. Please start again from the record it was merged into.");

/**
 * Merges `absorbId` into `keepId`, the record the practitioner chose to keep (docs/decisions/0046), in one
 * transaction: the absorbed record's appointments, referrals, messages, intakes, clinical notes (signed ones
 * too: the lock lets a merge move them), playlists with their sessions, programmes with theirs and report
 * consents move to the kept one, and its questionnaires (one of two for the same time point withdrawn,
 * server/questionnaires/merge-questionnaires.ts); its sign-in
 * sessions and links end, since they would open a record that no longer stands; a phone the kept record lacks
 * is taken from it. The absorbed record stays, pointing at the kept one, as do the records merged into it
 * earlier (so a merged record's page is one step from its survivor), and `patient_merges` records the counts.
 * A record merged already is never merged again. Audited by ids and counts.
 */
export async function mergePatients(db: Database, merge: PatientMerge, audit: { clientAddress: string }): Promise<MergeCounts> {
  const { keepId, absorbId } = merge;
  if (keepId === absorbId)
    throw new InvalidInputError("Choose two different records to merge.", { absorbId: "Choose two different records to merge" });
  return db.transaction(async (tx) => {
    const locked = await lockBoth(tx, keepId, absorbId);
    const kept = locked.get(keepId)!;
    const absorbed = locked.get(absorbId)!;
    if (kept.mergedIntoId || absorbed.mergedIntoId) throw alreadyMerged();

    const now = new Date();
    const moved = async <T extends { id: unknown }>(run: () => Promise<T[]>) => (await run()).length;
    // Rows that name their patient by `patient_id` move by one update each.
    const repointed = (table: PatientRows) =>
      moved(() => tx.update(table).set({ patientId: keepId }).where(eq(table.patientId, absorbId)).returning({ id: table.id }));
    const patientOwned = (table: typeof playlists | typeof playlistSessions) =>
      and(eq(table.ownerKind, "patient"), eq(table.ownerId, absorbId));
    const counts: MergeCounts = {
      appointments: await repointed(appointments),
      referrals: await repointed(referrals),
      messages: await repointed(contactMessages),
      intakes: await repointed(patientIntakes),
      notes: await repointed(clinicalNotes),
      playlists: await moved(() =>
        tx.update(playlists).set({ ownerId: keepId }).where(patientOwned(playlists)).returning({ id: playlists.id }),
      ),
      playlistSessions: await moved(() =>
        tx.update(playlistSessions).set({ ownerId: keepId }).where(patientOwned(playlistSessions)).returning({ id: playlistSessions.id }),
      ),
      programmes: await repointed(programmes),
      programmeSessions: await repointed(programmeSessions),
      reportConsents: await repointed(reportConsents),
      questionnaires: await moveQuestionnaires(tx, absorbId, keepId, now),
      sessionsEnded: await moved(() =>
        tx.delete(patientSessions).where(eq(patientSessions.patientId, absorbId)).returning({ id: patientSessions.idHash }),
      ),
      signInLinksDeleted: await moved(() =>
        tx.delete(patientSignInLinks).where(eq(patientSignInLinks.patientId, absorbId)).returning({ id: patientSignInLinks.tokenHash }),
      ),
    };

    // Reminder marks only say a week's mail went out; the kept record's own marks stand for the merged one.
    await tx.delete(exerciseReminders).where(eq(exerciseReminders.patientId, absorbId));
    await tx.update(patients).set({ mergedIntoId: keepId, updatedAt: now }).where(eq(patients.mergedIntoId, absorbId));
    await tx.update(patients).set({ mergedIntoId: keepId, mergedAt: now, updatedAt: now }).where(eq(patients.id, absorbId));
    await tx
      .update(patients)
      // An opt-out of the exercise reminder on either record is the person's wish (docs/decisions/0051).
      .set({
        phone: kept.phone ?? absorbed.phone,
        exerciseRemindersOptedOutAt: kept.exerciseRemindersOptedOutAt ?? absorbed.exerciseRemindersOptedOutAt,
        updatedAt: now,
      })
      .where(eq(patients.id, keepId));
    await tx.insert(patientMerges).values({ fromPatientId: absorbId, intoPatientId: keepId, mergedAt: now, details: { ...counts } });
    await recordAudit(tx, {
      action: "patient.merged",
      actor: "admin",
      clientAddress: audit.clientAddress,
      patientId: keepId,
      details: { fromPatientId: absorbId, intoPatientId: keepId, ...counts },
    });
    return counts;
  });
}
