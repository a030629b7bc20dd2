import { and, asc, eq, inArray, or } from "drizzle-orm";
import { practice } from "#core/practice.ts";
import { deletionDueAt } from "#core/patients/record-retention.ts";
import { receiptReference } from "#core/receipts/receipt-content.ts";
import { RECORD_EXPORT_FORMAT, RECORD_EXPORT_VERSION, type RecordExport } from "#contracts/record-export.ts";
import type { Database } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { consultationRoomVisits } from "#db/schema/consultation-rooms.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { exercises, musicTracks } from "#db/schema/exercises.ts";
import { clinicalNoteAddenda, clinicalNotes, patientIntakes } from "#db/schema/health-records.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import type { PatientRow } from "#db/schema/patients.ts";
import { playlistItems, playlists } from "#db/schema/playlists.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { programmes, programmeSessions, programmeVersions } from "#db/schema/programmes.ts";
import { receipts } from "#db/schema/receipts.ts";
import { referralFiles, referrals } from "#db/schema/referrals.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import type { AppServices } from "#server/context.ts";
import { NotFoundError } from "#server/errors.ts";
import { auditEventsOf } from "#server/patients/patient-audit-events.ts";
import { recordFamily } from "#server/patients/record-family.ts";
import { readReferralFile } from "#server/referrals/referral-files.ts";
import { openSessionLog } from "#server/programmes/programme-sessions.ts";
import { recordActivity } from "#server/record-retention/record-activity.ts";
import { questionnairesOf } from "#server/questionnaires/questionnaire-export.ts";

type RecordServices = Pick<AppServices, "referralFiles" | "referralNotes" | "healthRecords"> & { database: { db: Database } };

type ExportedItem = RecordExport["playlists"][number]["items"][number];

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** A record merged into another is exported with it: its own id is refused with the survivor's to use instead. */
export class MergedRecordError extends NotFoundError {
  override name = "MergedRecordError";
  readonly mergedIntoId: string;
  constructor(mergedIntoId: string) {
    super("This record was merged into another: export that one.");
    this.mergedIntoId = mergedIntoId;
  }
}

/** The live record and the records merged into it, or the refusal of an unknown or merged-away id. */
export async function liveFamily(db: Database, patientId: string): Promise<PatientRow[]> {
  const family = await recordFamily(db, patientId);
  const root = family[0];
  if (!root) throw new NotFoundError("This patient does not exist.");
  if (root.mergedIntoId) throw new MergedRecordError(root.mergedIntoId);
  return family;
}

/**
 * Everything the practice holds about one person, health information opened (docs/decisions/0049): found by
 * the record's id and the ids of the records merged into it, never by name or email, so another person's
 * data (a namesake, a record merged elsewhere) is never in it. The caller audits the export.
 */
export async function readPatientRecord(services: RecordServices, patientId: string, now = new Date()): Promise<RecordExport> {
  const { db } = services.database;
  const family = await liveFamily(db, patientId);
  const [root] = family as [PatientRow, ...PatientRow[]];
  const memberIds = family.map((member) => member.id);

  const appointmentRows = await db
    .select()
    .from(appointments)
    .where(inArray(appointments.patientId, memberIds))
    .orderBy(asc(appointments.createdAt));
  const appointmentIds = appointmentRows.map((row) => row.id);
  const [activity] = await recordActivity(db, { patientId: root.id });
  const lastActivityAt = activity?.lastAt ?? root.createdAt;
  const referralList = await referralsOf(services, memberIds);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(inArray(contactMessages.patientId, memberIds))
    .orderBy(asc(contactMessages.createdAt));
  const events = await db
    .select()
    .from(auditEvents)
    .where(
      auditEventsOf({
        patientIds: memberIds,
        appointmentIds,
        referralIds: referralList.map((referral) => referral.id),
        messageIds: messages.map((message) => message.id),
      }),
    )
    .orderBy(asc(auditEvents.at));

  return {
    format: RECORD_EXPORT_FORMAT,
    version: RECORD_EXPORT_VERSION,
    exportedAt: iso(now),
    practice: { name: practice.siteName, practitioner: practice.practitionerName, abn: practice.abn, email: practice.email },
    patient: {
      id: root.id,
      name: root.name,
      email: root.email,
      phone: root.phone,
      createdAt: iso(root.createdAt),
      updatedAt: iso(root.updatedAt),
      mergedRecords: family
        .slice(1)
        .map((member) => ({ id: member.id, name: member.name, email: member.email, mergedAt: isoOrNull(member.mergedAt) })),
    },
    retention: {
      lastActivityAt: iso(lastActivityAt),
      keepUntil: root.keepUntil,
      deletableFrom: iso(deletionDueAt(lastActivityAt, root.keepUntil)),
    },
    appointments: await appointmentsOf(db, appointmentRows),
    referrals: referralList,
    contactMessages: messages.map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      handledAt: isoOrNull(row.handledAt),
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
    })),
    intakes: (
      await db.select().from(patientIntakes).where(inArray(patientIntakes.patientId, memberIds)).orderBy(asc(patientIntakes.createdAt))
    ).map((row) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      submittedAt: isoOrNull(row.submittedAt),
      consentVersion: row.consentVersion,
      consentedAt: isoOrNull(row.consentedAt),
      answers: services.healthRecords.open("intake", row.id, row.answersSealed) as RecordExport["intakes"][number]["answers"],
    })),
    clinicalNotes: await notesOf(services, memberIds),
    ...(await exerciseOf(db, memberIds)),
    programmes: await programmesOf(services, memberIds),
    questionnaires: await questionnairesOf(services, memberIds),
    auditEvents: events.map((row) => ({
      at: iso(row.at),
      action: row.action,
      actor: row.actor,
      appointmentId: row.appointmentId,
      details: row.details ?? null,
    })),
  };
}

async function appointmentsOf(db: Database, rows: (typeof appointments.$inferSelect)[]): Promise<RecordExport["appointments"]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [orders, refunds, issued, visits] = await Promise.all([
    db
      .select()
      .from(paymentOrders)
      .where(or(inArray(paymentOrders.appointmentId, ids), inArray(paymentOrders.redeemedAppointmentId, ids)))
      .orderBy(asc(paymentOrders.createdAt)),
    db.select().from(depositRefunds).where(inArray(depositRefunds.appointmentId, ids)).orderBy(asc(depositRefunds.createdAt)),
    db.select().from(receipts).where(inArray(receipts.appointmentId, ids)).orderBy(asc(receipts.number)),
    db
      .select()
      .from(consultationRoomVisits)
      .where(inArray(consultationRoomVisits.appointmentId, ids))
      .orderBy(asc(consultationRoomVisits.joinedAt)),
  ]);
  const kindOf = new Map(issued.map((receipt) => [receipt.number, receipt.kind]));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    startAt: isoOrNull(row.startAt),
    endAt: isoOrNull(row.endAt),
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    patientTimeZone: row.patientTimeZone,
    schedulingProvider: row.schedulingProvider,
    createdAt: iso(row.createdAt),
    cancelledAt: isoOrNull(row.cancelledAt),
    consultationCompletedAt: isoOrNull(row.consultationCompletedAt),
    depositCents: row.depositCents,
    depositPaidAt: isoOrNull(row.depositPaidAt),
    balanceCents: row.balanceCents,
    balancePaidAt: isoOrNull(row.balancePaidAt),
    paymentProvider: row.paymentProvider,
    payments: orders
      .filter((order) => order.appointmentId === row.id || order.redeemedAppointmentId === row.id)
      .map((order) => ({
        id: order.id,
        purpose: order.purpose,
        provider: order.provider,
        providerOrderId: order.providerOrderId,
        captureId: order.captureId,
        amountCents: order.amountCents,
        currency: order.currency,
        status: order.status,
        createdAt: iso(order.createdAt),
      })),
    refunds: refunds
      .filter((refund) => refund.appointmentId === row.id)
      .map((refund) => ({
        id: refund.id,
        amountCents: refund.amountCents,
        currency: refund.currency,
        status: refund.status,
        providerRefundId: refund.providerRefundId,
        createdAt: iso(refund.createdAt),
        completedAt: isoOrNull(refund.completedAt),
      })),
    receipts: issued
      .filter((receipt) => receipt.appointmentId === row.id)
      .map((receipt) => {
        const credited = receipt.creditsReceiptNumber;
        return {
          number: receipt.number,
          reference: receiptReference(receipt.number, receipt.kind),
          kind: receipt.kind,
          amountCents: receipt.amountCents,
          method: receipt.method,
          issuedAt: iso(receipt.issuedAt),
          creditsReference: credited === null ? null : receiptReference(credited, kindOf.get(credited) ?? "deposit"),
        };
      }),
    roomVisits: visits
      .filter((visit) => visit.appointmentId === row.id)
      .map((visit) => ({ role: visit.role, joinedAt: iso(visit.joinedAt), leftAt: isoOrNull(visit.leftAt) })),
  }));
}

async function referralsOf(services: RecordServices, memberIds: string[]): Promise<RecordExport["referrals"]> {
  const { db } = services.database;
  const rows = await db
    .select({ referral: referrals, file: referralFiles })
    .from(referrals)
    .leftJoin(referralFiles, eq(referralFiles.referralId, referrals.id))
    .where(inArray(referrals.patientId, memberIds))
    .orderBy(asc(referrals.createdAt));
  const exported: RecordExport["referrals"] = [];
  for (const { referral, file } of rows) {
    exported.push({
      id: referral.id,
      createdAt: iso(referral.createdAt),
      handledAt: isoOrNull(referral.handledAt),
      referrerName: referral.referrerName,
      clinicName: referral.clinicName,
      referrerEmail: referral.referrerEmail,
      referrerPhone: referral.referrerPhone,
      patientName: referral.patientName,
      patientEmail: referral.patientEmail,
      clinicalNotes: services.referralNotes.open(referral.id, referral.clinicalNotes),
      document: file
        ? {
            filename: file.filename,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            base64: Buffer.from(await readReferralFile(db, services.referralFiles, file.id)).toString("base64"),
          }
        : null,
    });
  }
  return exported;
}

async function notesOf(services: RecordServices, memberIds: string[]): Promise<RecordExport["clinicalNotes"]> {
  const { db } = services.database;
  const notes = await db
    .select()
    .from(clinicalNotes)
    .where(inArray(clinicalNotes.patientId, memberIds))
    .orderBy(asc(clinicalNotes.createdAt));
  const addenda =
    notes.length === 0
      ? []
      : await db
          .select()
          .from(clinicalNoteAddenda)
          .where(
            inArray(
              clinicalNoteAddenda.noteId,
              notes.map((note) => note.id),
            ),
          )
          .orderBy(asc(clinicalNoteAddenda.createdAt));
  const open = (kind: "clinical-note" | "note-addendum", id: string, sealed: string) =>
    services.healthRecords.open(kind, id, sealed) as RecordExport["clinicalNotes"][number]["content"];
  return notes.map((note) => ({
    id: note.id,
    appointmentId: note.appointmentId,
    createdAt: iso(note.createdAt),
    updatedAt: iso(note.updatedAt),
    signedAt: isoOrNull(note.signedAt),
    content: open("clinical-note", note.id, note.contentSealed),
    addenda: addenda
      .filter((addendum) => addendum.noteId === note.id)
      .map((addendum) => ({
        id: addendum.id,
        createdAt: iso(addendum.createdAt),
        content: open("note-addendum", addendum.id, addendum.contentSealed),
      })),
  }));
}

/** Playlists' items as exported, each list in its order, numbered from 1. */
async function exportedItemsOf(db: Database, playlistIds: number[]): Promise<Map<number, ExportedItem[]>> {
  const byPlaylist = new Map<number, ExportedItem[]>(playlistIds.map((id) => [id, []]));
  if (playlistIds.length === 0) return byPlaylist;
  const rows = await db
    .select({ item: playlistItems, exercise: exercises.name, musicTrack: musicTracks.title })
    .from(playlistItems)
    .innerJoin(exercises, eq(exercises.id, playlistItems.exerciseId))
    .leftJoin(musicTracks, eq(musicTracks.id, playlistItems.musicTrackId))
    .where(inArray(playlistItems.playlistId, playlistIds))
    .orderBy(asc(playlistItems.position));
  for (const { item, exercise, musicTrack } of rows) {
    const list = byPlaylist.get(item.playlistId)!;
    list.push({
      position: list.length + 1,
      exercise,
      musicTrack,
      sets: item.sets,
      reps: item.reps,
      holdSeconds: item.holdSeconds,
      restSeconds: item.restSeconds,
      side: item.side,
      load: item.load,
      notes: item.notes,
    });
  }
  return byPlaylist;
}

/** The patient's own playlists (owner 'patient', the record's id) and the sessions they logged. */
async function exerciseOf(db: Database, memberIds: string[]): Promise<Pick<RecordExport, "playlists" | "sessionLogs">> {
  const owned = and(eq(playlists.ownerKind, "patient"), inArray(playlists.ownerId, memberIds));
  const lists = await db.select().from(playlists).where(owned).orderBy(asc(playlists.createdAt));
  const items = await exportedItemsOf(
    db,
    lists.map((list) => list.id),
  );
  const sessions = await db
    .select()
    .from(playlistSessions)
    .where(and(eq(playlistSessions.ownerKind, "patient"), inArray(playlistSessions.ownerId, memberIds)))
    .orderBy(asc(playlistSessions.endedAt));
  return {
    playlists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      description: list.description,
      isPublic: list.isPublic,
      createdAt: iso(list.createdAt),
      updatedAt: iso(list.updatedAt),
      items: items.get(list.id)!,
    })),
    sessionLogs: sessions.map((session) => ({
      playlistId: session.playlistId,
      endedAt: iso(session.endedAt),
      activeSeconds: session.activeSeconds,
      completedCount: session.completedCount,
      totalCount: session.totalCount,
      skippedItemIds: session.skippedItemIds,
      effort: session.effort,
      pain: session.pain,
    })),
  };
}

/** The programmes prescribed to the patient, each version as prescribed, and the sessions played of them, opened. */
async function programmesOf(services: RecordServices, memberIds: string[]): Promise<RecordExport["programmes"]> {
  const { db } = services.database;
  const rows = await db.select().from(programmes).where(inArray(programmes.patientId, memberIds)).orderBy(asc(programmes.createdAt));
  if (rows.length === 0) return [];
  const programmeIds = rows.map((row) => row.id);
  const versions = await db
    .select()
    .from(programmeVersions)
    .where(inArray(programmeVersions.programmeId, programmeIds))
    .orderBy(asc(programmeVersions.number));
  const items = await exportedItemsOf(
    db,
    versions.map((version) => version.playlistId),
  );
  const sessions = await db
    .select({ session: programmeSessions, programmeId: programmeVersions.programmeId, versionNumber: programmeVersions.number })
    .from(programmeSessions)
    .innerJoin(programmeVersions, eq(programmeVersions.id, programmeSessions.versionId))
    .where(inArray(programmeVersions.programmeId, programmeIds))
    .orderBy(asc(programmeSessions.endedAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    createdAt: iso(row.createdAt),
    endedAt: isoOrNull(row.endedAt),
    versions: versions
      .filter((version) => version.programmeId === row.id)
      .map((version) => ({
        number: version.number,
        phase: version.phase,
        daysPerWeek: version.daysPerWeek,
        startsOn: version.startsOn,
        reviewOn: version.reviewOn,
        savedAt: iso(version.createdAt),
        notifiedAt: isoOrNull(version.notifiedAt),
        items: items.get(version.playlistId)!,
      })),
    sessions: sessions
      .filter((played) => played.programmeId === row.id)
      .map(({ session, versionNumber }) => ({
        versionNumber,
        endedAt: iso(session.endedAt),
        ...openSessionLog(services.healthRecords, session),
      })),
  }));
}
