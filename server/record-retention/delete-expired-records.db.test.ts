import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { consultationRoomVisits } from "#db/schema/consultation-rooms.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { clinicalNoteAddenda, clinicalNotes, patientIntakes } from "#db/schema/health-records.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { patients, patientSessions } from "#db/schema/patients.ts";
import { paymentOrders } from "#db/schema/payments.ts";
import { playlists } from "#db/schema/playlists.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { programmes, programmeSessions } from "#db/schema/programmes.ts";
import { receipts } from "#db/schema/receipts.ts";
import { recordDeletions } from "#db/schema/record-deletions.ts";
import { referralFiles, referrals } from "#db/schema/referrals.ts";
import { depositRefunds } from "#db/schema/refunds.ts";
import { seedPatientRecord, type SeededRecord } from "#tests/support/patient-record-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { deleteExpiredRecords, deleteRecord } from "./delete-expired-records.ts";

const YEAR_MS = 365.25 * 86_400_000;
const now = new Date("2026-11-26T12:00:00Z");
const yearsAgo = (years: number) => new Date(now.getTime() - years * YEAR_MS);

/** Every row of a seeded record, table by table: what the deletion must leave at zero. */
async function rowsOf(t: TestApp, record: SeededRecord): Promise<Record<string, number>> {
  const { db } = t.services.database;
  const { patientId, appointmentIds } = record;
  return {
    patients: await db.$count(patients, eq(patients.id, patientId)),
    appointments: await db.$count(appointments, inArray(appointments.id, appointmentIds)),
    paymentOrders: await db.$count(paymentOrders, inArray(paymentOrders.appointmentId, appointmentIds)),
    receipts: await db.$count(receipts, inArray(receipts.appointmentId, appointmentIds)),
    refunds: await db.$count(depositRefunds, inArray(depositRefunds.appointmentId, appointmentIds)),
    roomVisits: await db.$count(consultationRoomVisits, inArray(consultationRoomVisits.appointmentId, appointmentIds)),
    referrals: await db.$count(referrals, eq(referrals.id, record.referralId)),
    referralFiles: await db.$count(referralFiles, eq(referralFiles.referralId, record.referralId)),
    messages: await db.$count(contactMessages, eq(contactMessages.patientId, patientId)),
    intakes: await db.$count(patientIntakes, eq(patientIntakes.id, record.intakeId)),
    notes: await db.$count(clinicalNotes, eq(clinicalNotes.id, record.noteId)),
    addenda: await db.$count(clinicalNoteAddenda, eq(clinicalNoteAddenda.noteId, record.noteId)),
    playlists: await db.$count(playlists, eq(playlists.id, record.playlistId)),
    sessionLogs: await db.$count(playlistSessions, eq(playlistSessions.ownerId, patientId)),
    programmes: await db.$count(programmes, eq(programmes.id, record.programmeId)),
    // Its draft's and its version's, which name the programme only as their owner.
    programmePlaylists: await db.$count(playlists, and(eq(playlists.ownerKind, "programme"), eq(playlists.ownerId, record.programmeId))),
    programmeSessions: await db.$count(programmeSessions, eq(programmeSessions.patientId, patientId)),
    sessions: await db.$count(patientSessions, eq(patientSessions.patientId, patientId)),
    mail: await db.$count(mailOutbox, or(eq(mailOutbox.toAddress, record.email), eq(mailOutbox.replyTo, record.email))),
    // All but the one line that says the record was deleted.
    audit: await db.$count(
      auditEvents,
      and(
        ne(auditEvents.action, "record.deleted"),
        or(
          eq(auditEvents.patientId, patientId),
          inArray(auditEvents.appointmentId, appointmentIds),
          eq(sql`${auditEvents.details}->>'referralId'`, record.referralId),
        ),
      ),
    ),
  };
}

const documentStored = async (t: TestApp, key: string) => (await t.services.referralFiles.list()).some((file) => file.key === key);

describe("deleting records whose retention has ended", () => {
  let t: TestApp;
  let expired: SeededRecord;
  let recent: SeededRecord;
  let kept: SeededRecord;
  let dueTomorrow: SeededRecord;
  let mergedOld: SeededRecord;
  let survivor: SeededRecord;
  let beforeRecent: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    expired = await seedPatientRecord(t.services, { name: "Olive Old", email: "olive@example.com", lastAt: yearsAgo(8) });
    recent = await seedPatientRecord(t.services, { name: "Rita Recent", email: "rita@example.com", lastAt: yearsAgo(1) });
    // Past the 7 years, but the practitioner keeps it until a child's 25th birthday.
    kept = await seedPatientRecord(t.services, { name: "Kai Young", email: "kai@example.com", lastAt: yearsAgo(9) });
    await t.services.database.db.update(patients).set({ keepUntil: "2030-05-20" }).where(eq(patients.id, kept.patientId));
    // Last entry on 26 November 2019, Melbourne: deletable from the start of 27 November 2026, Melbourne time, 13:00 UTC on the 26th.
    dueTomorrow = await seedPatientRecord(t.services, {
      name: "Dee Boundary",
      email: "dee@example.com",
      lastAt: new Date("2019-11-26T12:00:00+11:00"),
    });
    // An old record merged into one with a recent entry: the person's record is recent, nothing of it goes.
    survivor = await seedPatientRecord(t.services, { name: "Sol Survivor", email: "sol@example.com", lastAt: yearsAgo(2) });
    mergedOld = await seedPatientRecord(t.services, { name: "Sol Earlier", email: "sol.old@example.com", lastAt: yearsAgo(10) });
    await t.services.database.db
      .update(patients)
      .set({ mergedIntoId: survivor.patientId, mergedAt: yearsAgo(2) })
      .where(eq(patients.id, mergedOld.patientId));
    beforeRecent = await rowsOf(t, recent);
  });
  afterAll(() => t.close());

  it("deletes only the expired record, with everything of it, its encrypted document included", async () => {
    expect(Object.values(await rowsOf(t, expired)).every((count) => count > 0)).toBe(true);
    expect(await documentStored(t, expired.documentKey)).toBe(true);
    const mailBefore = await t.services.database.db.$count(mailOutbox);

    expect(await deleteExpiredRecords(t.services, now)).toEqual([expired.patientId]);

    // Its confirmation, the practice's copy of its booking and of its referral (which carried the document).
    expect(await t.services.database.db.$count(mailOutbox)).toBe(mailBefore - 3);

    const left = await rowsOf(t, expired);
    expect(left, JSON.stringify(left)).toEqual(Object.fromEntries(Object.keys(left).map((table) => [table, 0])));
    expect(await documentStored(t, expired.documentKey)).toBe(false);
    await expect(t.services.referralFiles.get(expired.documentKey)).rejects.toThrow();
  });

  it("leaves the other records whole", async () => {
    expect(await rowsOf(t, recent)).toEqual(beforeRecent);
    for (const other of [recent, kept, dueTomorrow, survivor, mergedOld]) {
      expect(await t.services.database.db.$count(patients, eq(patients.id, other.patientId))).toBe(1);
      expect(await documentStored(t, other.documentKey)).toBe(true);
    }
  });

  it("keeps one audit event naming the deleted record, and the note the Health Records Act asks for", async () => {
    const events = await t.services.database.db.select().from(auditEvents).where(eq(auditEvents.patientId, expired.patientId));
    expect(events).toMatchObject([
      {
        action: "record.deleted",
        actor: "system",
        details: { mergedRecords: 0, appointments: 2, referrals: 1, documents: 1, messages: 1 },
      },
    ]);
    const [note] = await t.services.database.db.select().from(recordDeletions).where(eq(recordDeletions.patientId, expired.patientId));
    expect(note).toMatchObject({ name: "Olive Old", coveredTo: melbourneDay(yearsAgo(8)), deletedAt: now });
    expect(note!.coveredFrom < note!.coveredTo).toBe(true);
  });

  it("deletes a time held and never paid for, 7 years after it lapsed, with the order started for it", async () => {
    const { db } = t.services.database;
    const hold = (lapsedAt: Date) => ({
      status: "expired" as const,
      name: "Hal Held",
      email: "hal@example.com",
      phone: "0400 000 111",
      startAt: lapsedAt,
      endAt: new Date(lapsedAt.getTime() + 30 * 60_000),
      blockedUntil: new Date(lapsedAt.getTime() + 45 * 60_000),
      holdExpiresAt: lapsedAt,
      createdAt: lapsedAt,
    });
    const [old] = await db
      .insert(appointments)
      .values(hold(yearsAgo(7.1)))
      .returning();
    const [young] = await db
      .insert(appointments)
      .values(hold(yearsAgo(6.9)))
      .returning();
    await db.insert(paymentOrders).values({ provider: "test", amountCents: 9_000, currency: "AUD", appointmentId: old!.id });
    await deleteExpiredRecords(t.services, now);
    expect(await db.$count(appointments, eq(appointments.id, old!.id))).toBe(0);
    expect(await db.$count(paymentOrders, eq(paymentOrders.appointmentId, old!.id))).toBe(0);
    expect(await db.$count(appointments, eq(appointments.id, young!.id))).toBe(1);
  });

  it("deletes a record on the first Melbourne day past its 7 years, not the day before", async () => {
    expect(await deleteExpiredRecords(t.services, new Date("2026-11-26T12:59:59Z"))).toEqual([]);
    expect(await deleteExpiredRecords(t.services, new Date("2026-11-26T13:00:00Z"))).toEqual([dueTomorrow.patientId]);
    expect(await t.services.database.db.$count(patients, eq(patients.id, dueTomorrow.patientId))).toBe(0);
  });

  it("deletes a record kept for a child once the date set has passed, and a merged family whole", async () => {
    const later = new Date("2030-05-20T14:00:00Z");
    expect(await deleteExpiredRecords(t.services, new Date("2030-05-20T13:59:59Z"))).not.toContain(kept.patientId);
    const deleted = await deleteExpiredRecords(t.services, later);
    expect(deleted).toContain(kept.patientId);
    expect(deleted).not.toContain(survivor.patientId);

    expect(await deleteExpiredRecords(t.services, yearsAgo(-5.5))).toEqual([survivor.patientId]);
    for (const member of [survivor, mergedOld]) {
      expect(Object.values(await rowsOf(t, member)).every((count) => count === 0)).toBe(true);
      expect(await documentStored(t, member.documentKey)).toBe(false);
    }
    const [note] = await t.services.database.db.select().from(recordDeletions).where(eq(recordDeletions.patientId, survivor.patientId));
    expect(note).toMatchObject({ name: "Sol Survivor", coveredTo: melbourneDay(yearsAgo(2)) });
    expect(note!.coveredFrom).toBe(melbourneDay(new Date(yearsAgo(10).getTime() - 60 * 86_400_000)));
  });

  it("deletes nothing again on a second run", async () => {
    expect(await deleteExpiredRecords(t.services, yearsAgo(-20))).toEqual([recent.patientId]);
    expect(await deleteExpiredRecords(t.services, yearsAgo(-20))).toEqual([]);
    expect(await deleteRecord(t.services, expired.patientId, yearsAgo(-20))).toBe(false);
    const deletions = await t.services.database.db.select().from(auditEvents).where(eq(auditEvents.action, "record.deleted"));
    // Olive, Dee, Kai, Sol's family (one record), Rita: once each.
    expect(deletions).toHaveLength(5);
    expect(new Set(deletions.map((event) => event.patientId)).size).toBe(5);
  });
});

// Each call runs on its own connection from the pool, as two server processes would on PostgreSQL.
describe("two processes running the deletion at once", () => {
  let t: TestApp;
  let records: SeededRecord[];

  beforeAll(async () => {
    t = await createTestApp();
    records = [];
    for (const name of ["Ann", "Ben", "Cat", "Dan"]) {
      records.push(await seedPatientRecord(t.services, { name, email: `${name.toLowerCase()}@example.com`, lastAt: yearsAgo(8) }));
    }
  });
  afterAll(() => t.close());

  it("delete a record once when both reach it together", async () => {
    const dan = records.pop()!;
    expect(
      (await Promise.all([deleteRecord(t.services, dan.patientId, now), deleteRecord(t.services, dan.patientId, now)])).sort(),
    ).toEqual([false, true]);
    expect(await t.services.database.db.$count(auditEvents, eq(auditEvents.patientId, dan.patientId))).toBe(1);
    expect(await documentStored(t, dan.documentKey)).toBe(false);
  });

  it("delete each record once: one claims it, the other skips it or finds it gone", async () => {
    const rounds = await Promise.all([deleteExpiredRecords(t.services, now), deleteExpiredRecords(t.services, now)]);
    const deleted = rounds.flat();
    expect(deleted.sort()).toEqual(records.map((record) => record.patientId).sort());
    const events = await t.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "record.deleted"), inArray(auditEvents.patientId, deleted)));
    expect(events.map((event) => event.patientId).sort()).toEqual(deleted);
    expect(await t.services.database.db.$count(recordDeletions, inArray(recordDeletions.patientId, deleted))).toBe(3);
    for (const record of records) expect(await documentStored(t, record.documentKey)).toBe(false);
  });
});
