import { and, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import { emailKey } from "#core/patients/email-key.ts";
import { isRetentionOver, RETENTION_YEARS_AFTER_LAST_SERVICE } from "#core/patients/record-retention.ts";
import type { Database } from "#db/client.ts";
import { auditEvents, paymentLinks } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { clinicalNotes, patientIntakes } from "#db/schema/health-records.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { patients } from "#db/schema/patients.ts";
import { paymentOrders, savedPaymentMethods } from "#db/schema/payments.ts";
import { playlists } from "#db/schema/playlists.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { programmes } from "#db/schema/programmes.ts";
import { receipts } from "#db/schema/receipts.ts";
import { recordDeletions } from "#db/schema/record-deletions.ts";
import { referralFiles, referrals } from "#db/schema/referrals.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import type { FileStore } from "#integrations/storage/file-store.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { auditEventsOf } from "#server/patients/patient-audit-events.ts";
import { recordFamily } from "#server/patients/record-family.ts";
import { REFERRAL_FILE_REF } from "#server/referrals/referral-files.ts";
import { recordActivity } from "./record-activity.ts";

export interface RetentionServices {
  database: { db: Database };
  referralFiles: FileStore;
}

const DAY_MS = 86_400_000;

/**
 * Deletes every record whose retention has ended (docs/decisions/0049), one at a time; answers the ids
 * deleted. A first cut in SQL finds records quiet for about 7 years, the rule decides each
 * (core/patients/record-retention.ts), and `deleteRecord` decides again under the record's lock.
 */
export async function deleteExpiredRecords(services: RetentionServices, now = new Date()): Promise<string[]> {
  const lastBefore = new Date(now);
  lastBefore.setUTCFullYear(lastBefore.getUTCFullYear() - RETENTION_YEARS_AFTER_LAST_SERVICE);
  await deleteLapsedHolds(services.database.db, lastBefore);
  // Two days' margin: the rule counts Melbourne days, so a record due today may have been active a day later in UTC.
  const candidates = await recordActivity(services.database.db, { lastBefore: new Date(lastBefore.getTime() + 2 * DAY_MS) });
  const deleted: string[] = [];
  for (const candidate of candidates) {
    if (!isRetentionOver(candidate.lastAt, candidate.keepUntil, now)) continue;
    if (await deleteRecord(services, candidate.patientId, now)) deleted.push(candidate.patientId);
  }
  return deleted;
}

/**
 * Deletes one person's record whose retention has ended, with everything of theirs: the records merged into
 * it, appointments and their money records (all older than the tax law's 5 years by then), intake, notes and
 * addenda, referrals and their encrypted documents, messages, sessions and sign-in links, playlists and logged
 * sessions, prescribed programmes with their versions' playlists and played sessions, mail to or about them, and the audit events naming them. What stays: the Health Records Act's
 * note of the deletion (name, period covered, date; HPP 4.3) and one audit event, 'record.deleted', naming
 * the record by id.
 *
 * Once across processes: the record's row is claimed with FOR UPDATE SKIP LOCKED, so a second process running
 * the job at the same time skips it, and one coming after finds it gone; the rule is checked again under the
 * claim, so a booking that arrived meanwhile keeps the record. The documents are deleted from the file store
 * under the claim before the rows: if the commit then failed, the rows (due for deletion still) are deleted
 * by the next round, and no document is left behind with nothing naming it. Answers whether this call deleted it.
 */
export async function deleteRecord(services: RetentionServices, patientId: string, now = new Date()): Promise<boolean> {
  return services.database.db.transaction(async (tx) => {
    const claimed = (await tx.execute(
      sql`SELECT id FROM patients WHERE id = ${patientId} AND merged_into_id IS NULL FOR UPDATE SKIP LOCKED`,
    )) as unknown as { rows: unknown[] };
    if (claimed.rows.length === 0) return false;
    const [activity] = await recordActivity(tx, { patientId });
    if (!activity || !isRetentionOver(activity.lastAt, activity.keepUntil, now)) return false;

    const family = await recordFamily(tx, patientId);
    const root = family[0]!;
    const patientIds = family.map((member) => member.id);
    const appointmentRows = await tx
      .select({ id: appointments.id, email: appointments.email })
      .from(appointments)
      .where(inArray(appointments.patientId, patientIds));
    const appointmentIds = appointmentRows.map((row) => row.id);
    const referralRows = await tx
      .select({ id: referrals.id, email: referrals.patientEmail })
      .from(referrals)
      .where(inArray(referrals.patientId, patientIds));
    const referralIds = referralRows.map((row) => row.id);
    const documents = referralIds.length
      ? await tx
          .select({ id: referralFiles.id, storageKey: referralFiles.storageKey })
          .from(referralFiles)
          .where(inArray(referralFiles.referralId, referralIds))
      : [];
    const messageRows = await tx
      .select({ id: contactMessages.id, email: contactMessages.email })
      .from(contactMessages)
      .where(inArray(contactMessages.patientId, patientIds));
    const mailKeys = await emailKeysOf(tx, patientIds, [...family, ...appointmentRows, ...referralRows, ...messageRows]);

    for (const document of documents) await services.referralFiles.delete(document.storageKey);

    const ownerIds = and(eq(playlists.ownerKind, "patient"), inArray(playlists.ownerId, patientIds));
    await tx.delete(mailOutbox).where(
      mailAbout(
        mailKeys,
        documents.map((document) => document.id),
      ),
    );
    await tx
      .delete(auditEvents)
      .where(auditEventsOf({ patientIds, appointmentIds, referralIds, messageIds: messageRows.map((row) => row.id) }));
    await tx.delete(playlistSessions).where(and(eq(playlistSessions.ownerKind, "patient"), inArray(playlistSessions.ownerId, patientIds)));
    await tx.delete(playlists).where(ownerIds);
    // A programme's versions and played sessions go with it (and it with the record); its playlists, which
    // name it only as their owner, go once its versions no longer freeze their items (migration 0021).
    const programmeIds = (
      await tx.delete(programmes).where(inArray(programmes.patientId, patientIds)).returning({ id: programmes.id })
    ).map((row) => row.id);
    if (programmeIds.length > 0) {
      await tx.delete(playlists).where(and(eq(playlists.ownerKind, "programme"), inArray(playlists.ownerId, programmeIds)));
    }
    // Notes before appointments: deleting an appointment would set a signed note's appointment to null,
    // which the signed-note lock refuses. Addenda go with their note.
    await tx.delete(clinicalNotes).where(inArray(clinicalNotes.patientId, patientIds));
    await tx.delete(patientIntakes).where(inArray(patientIntakes.patientId, patientIds));
    if (appointmentIds.length > 0) {
      await tx.delete(receipts).where(inArray(receipts.appointmentId, appointmentIds));
      await tx.delete(depositRefunds).where(inArray(depositRefunds.appointmentId, appointmentIds));
      await tx.delete(paymentLinks).where(inArray(paymentLinks.appointmentId, appointmentIds));
      await tx
        .delete(paymentOrders)
        .where(or(inArray(paymentOrders.appointmentId, appointmentIds), inArray(paymentOrders.redeemedAppointmentId, appointmentIds)));
      await tx.delete(savedPaymentMethods).where(inArray(savedPaymentMethods.attachedAppointmentId, appointmentIds));
      // Room visits and presence go with their appointment.
      await tx.delete(appointments).where(inArray(appointments.id, appointmentIds));
    }
    // A referral's document record goes with it; a referrer's network consent stays, no longer pointing at it.
    await tx.delete(referrals).where(inArray(referrals.patientId, patientIds));
    await tx.delete(contactMessages).where(inArray(contactMessages.patientId, patientIds));
    // Sessions, sign-in links and merge history go with the records, all in one statement (a merged record
    // points at its survivor).
    await tx.delete(patients).where(inArray(patients.id, patientIds));

    await tx
      .insert(recordDeletions)
      .values({
        patientId,
        name: root.name,
        coveredFrom: melbourneDay(activity.firstAt),
        coveredTo: melbourneDay(activity.lastAt),
        deletedAt: now,
      })
      .onConflictDoNothing();
    await recordAudit(tx, {
      action: "record.deleted",
      actor: "system",
      patientId,
      details: {
        mergedRecords: family.length - 1,
        appointments: appointmentIds.length,
        referrals: referralIds.length,
        documents: documents.length,
        messages: messageRows.length,
      },
    });
    return true;
  });
}

/**
 * Times held and never paid for: no record holds them (a record is made at payment), so they go on their
 * own, as long after they lapsed as records are kept, with the orders started for them (never captured: a
 * captured deposit made a booking). Answers how many went.
 */
export async function deleteLapsedHolds(db: Database, lapsedBefore: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.status, "expired"),
          isNull(appointments.patientId),
          lt(sql`coalesce(${appointments.endAt}, ${appointments.createdAt})`, lapsedBefore),
        ),
      );
    const ids = lapsed.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.delete(paymentOrders).where(and(inArray(paymentOrders.appointmentId, ids), isNull(paymentOrders.redeemedAppointmentId)));
    await tx.delete(appointments).where(inArray(appointments.id, ids));
    return ids.length;
  });
}

/**
 * The addresses the record's mail went to or came from, less any another record still uses: a later booking
 * with an address a merged record had made a new record of its own, whose mail stays.
 */
async function emailKeysOf(tx: Database, patientIds: string[], rows: { email: string }[]): Promise<string[]> {
  const keys = [...new Set(rows.map((row) => emailKey(row.email)))];
  if (keys.length === 0) return [];
  const others = await tx
    .select({ key: patients.emailKey })
    .from(patients)
    .where(and(inArray(patients.emailKey, keys), notInArray(patients.id, patientIds)));
  const kept = new Set(others.map((row) => row.key));
  return keys.filter((key) => !kept.has(key));
}

/** Mail to or from those addresses, mail whose text names one (the practice's copy of a referral), and mail carrying the record's documents. */
function mailAbout(keys: string[], documentIds: string[]) {
  const conditions = [sql`false`];
  if (keys.length > 0) {
    const list = sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    );
    conditions.push(
      sql`lower(btrim(${mailOutbox.toAddress})) IN (${list})`,
      sql`lower(btrim(${mailOutbox.replyTo})) IN (${list})`,
      sql`EXISTS (SELECT 1 FROM unnest(ARRAY[${list}]::text[]) AS key WHERE position(key IN lower(${mailOutbox.textBody})) > 0)`,
    );
  }
  if (documentIds.length > 0) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${mailOutbox.attachments}) AS attachment
        WHERE attachment->'ref'->>'type' = ${REFERRAL_FILE_REF} AND attachment->'ref'->>'id' IN (${sql.join(
          documentIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
    );
  }
  return or(...conditions)!;
}
