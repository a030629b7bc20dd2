import { eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { appointments } from "#db/schema/appointments.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { clinicalNotes, patientIntakes } from "#db/schema/health-records.ts";
import { patientMerges, patients, patientSessions, patientSignInLinks } from "#db/schema/patients.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { playlists } from "#db/schema/playlists.ts";
import { reportConsents } from "#db/schema/outcomes.ts";
import { exerciseReminders, programmes, programmeSessions } from "#db/schema/programmes.ts";
import { referrals } from "#db/schema/referrals.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { giveEverything, makePatient } from "#tests/support/patient-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { mergePatients } from "./merge-patients.ts";

const audit = { clientAddress: "203.0.113.9" };
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Whose is everything a merge moves: patient id per kind, in one list each. */
async function owners(ids: string[]) {
  const { db } = database;
  const of = async (rows: Promise<{ owner: string | null }[]>) => (await rows).map((row) => row.owner).sort();
  return {
    appointments: await of(db.select({ owner: appointments.patientId }).from(appointments).where(inArray(appointments.patientId, ids))),
    referrals: await of(db.select({ owner: referrals.patientId }).from(referrals).where(inArray(referrals.patientId, ids))),
    messages: await of(
      db.select({ owner: contactMessages.patientId }).from(contactMessages).where(inArray(contactMessages.patientId, ids)),
    ),
    intakes: await of(db.select({ owner: patientIntakes.patientId }).from(patientIntakes).where(inArray(patientIntakes.patientId, ids))),
    notes: await of(db.select({ owner: clinicalNotes.patientId }).from(clinicalNotes).where(inArray(clinicalNotes.patientId, ids))),
    playlists: await of(db.select({ owner: playlists.ownerId }).from(playlists).where(inArray(playlists.ownerId, ids))),
    playlistSessions: await of(
      db.select({ owner: playlistSessions.ownerId }).from(playlistSessions).where(inArray(playlistSessions.ownerId, ids)),
    ),
    programmes: await of(db.select({ owner: programmes.patientId }).from(programmes).where(inArray(programmes.patientId, ids))),
    programmeSessions: await of(
      db.select({ owner: programmeSessions.patientId }).from(programmeSessions).where(inArray(programmeSessions.patientId, ids)),
    ),
    reportConsents: await of(
      db.select({ owner: reportConsents.patientId }).from(reportConsents).where(inArray(reportConsents.patientId, ids)),
    ),
    reminders: await of(
      db.select({ owner: exerciseReminders.patientId }).from(exerciseReminders).where(inArray(exerciseReminders.patientId, ids)),
    ),
    sessions: await of(
      db.select({ owner: patientSessions.patientId }).from(patientSessions).where(inArray(patientSessions.patientId, ids)),
    ),
    links: await of(
      db.select({ owner: patientSignInLinks.patientId }).from(patientSignInLinks).where(inArray(patientSignInLinks.patientId, ids)),
    ),
  };
}

const row = async (id: string) => (await database.db.select().from(patients).where(eq(patients.id, id)))[0]!;

describe("merging two patient records", () => {
  it("moves everything of the absorbed record to the kept one, ends its sessions, and keeps the history", async () => {
    const { db } = database;
    const kept = await makePatient(db, "keep-me");
    const absorbed = await makePatient(db, "absorb-me");
    const optedOutAt = new Date("2026-11-20T01:00:00Z");
    await db.update(patients).set({ phone: "0400 111 222", exerciseRemindersOptedOutAt: optedOutAt }).where(eq(patients.id, absorbed));
    await giveEverything(db, kept, "keep-me");
    await giveEverything(db, absorbed, "absorb-me");

    const counts = await mergePatients(db, { keepId: kept, absorbId: absorbed }, audit);
    expect(counts).toEqual({
      appointments: 1,
      referrals: 1,
      messages: 1,
      intakes: 1,
      notes: 2,
      playlists: 1,
      playlistSessions: 1,
      programmes: 1,
      programmeSessions: 1,
      reportConsents: 1,
      questionnaires: 0,
      sessionsEnded: 1,
      signInLinksDeleted: 1,
    });

    const all = await owners([kept, absorbed]);
    for (const kind of [
      "appointments",
      "referrals",
      "messages",
      "intakes",
      "playlists",
      "playlistSessions",
      "programmes",
      "programmeSessions",
      "reportConsents",
    ] as const) {
      expect(all[kind], kind).toEqual([kept, kept]);
    }
    expect(all.notes).toEqual([kept, kept, kept, kept]);
    // The kept record's own sessions stay; the absorbed one's are gone.
    expect(all.sessions).toEqual([kept]);
    expect(all.links).toEqual([kept]);
    expect(all.reminders).toEqual([kept]);
    // The signed note moved with its content and signature unchanged.
    expect(await db.$count(clinicalNotes, isNotNull(clinicalNotes.signedAt))).toBe(2);

    const gone = await row(absorbed);
    expect(gone.mergedIntoId).toBe(kept);
    expect(gone.mergedAt).not.toBeNull();
    expect(gone.name).toBe("Patient absorb-me");
    expect((await row(kept)).phone).toBe("0400 111 222");
    expect((await row(kept)).exerciseRemindersOptedOutAt).toEqual(optedOutAt);
    const [history] = await db.select().from(patientMerges).where(eq(patientMerges.fromPatientId, absorbed));
    expect(history).toMatchObject({ intoPatientId: kept, details: counts });

    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.action, "patient.merged"));
    expect(event).toMatchObject({ actor: "admin", patientId: kept, clientAddress: audit.clientAddress });
    expect(event!.details).toMatchObject({ fromPatientId: absorbed, intoPatientId: kept, appointments: 1, notes: 2 });
    expect(JSON.stringify(event!.details)).not.toMatch(/absorb-me|keep-me|0400/);
  });

  it("never merges an absorbed record again, either way round, and refuses a record with itself or unknown", async () => {
    const { db } = database;
    const a = await makePatient(db, "twice-a");
    const b = await makePatient(db, "twice-b");
    const c = await makePatient(db, "twice-c");
    await mergePatients(db, { keepId: a, absorbId: b }, audit);
    await expect(mergePatients(db, { keepId: a, absorbId: b }, audit)).rejects.toThrow(ConflictError);
    await expect(mergePatients(db, { keepId: b, absorbId: c }, audit)).rejects.toThrow(ConflictError);
    await expect(mergePatients(db, { keepId: c, absorbId: b }, audit)).rejects.toThrow(ConflictError);
    await expect(mergePatients(db, { keepId: c, absorbId: c }, audit)).rejects.toThrow(InvalidInputError);
    await expect(mergePatients(db, { keepId: c, absorbId: "0b8f4f8e-3c3a-4f7e-9d2a-5a1d2c3b4e5f" }, audit)).rejects.toThrow(NotFoundError);
    expect((await row(c)).mergedIntoId).toBeNull();
    expect(await db.$count(patientMerges, eq(patientMerges.fromPatientId, b))).toBe(1);
  });

  it("points the records merged into the absorbed one at the kept one: every merged record names a live one", async () => {
    const { db } = database;
    const [a, b, c] = [await makePatient(db, "chain-a"), await makePatient(db, "chain-b"), await makePatient(db, "chain-c")];
    await mergePatients(db, { keepId: b, absorbId: c }, audit);
    await mergePatients(db, { keepId: a, absorbId: b }, audit);
    expect((await row(b)).mergedIntoId).toBe(a);
    expect((await row(c)).mergedIntoId).toBe(a);
  });
});

describe("merges at the same time", () => {
  /** After any set of merges: every merged record points at a live one, and nothing belongs to a merged one. */
  async function expectConsistent(ids: string[]) {
    const { db } = database;
    const rows = await db.select().from(patients).where(inArray(patients.id, ids));
    const live = new Set(rows.filter((r) => r.mergedIntoId === null).map((r) => r.id));
    for (const r of rows) if (r.mergedIntoId) expect(live.has(r.mergedIntoId), `${r.id} points at a live record`).toBe(true);
    const all = await owners(ids);
    for (const [kind, list] of Object.entries(all))
      for (const owner of list) expect(live.has(owner!), `${kind} of a live record`).toBe(true);
    expect(await db.$count(patientMerges, inArray(patientMerges.fromPatientId, ids))).toBe(ids.length - live.size);
    return { live, all };
  }

  it("of the same pair: one merges, the others are refused, nothing is moved twice", async () => {
    const { db } = database;
    const a = await makePatient(db, "same-a");
    const b = await makePatient(db, "same-b");
    await giveEverything(db, a, "same-a");
    await giveEverything(db, b, "same-b");
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => mergePatients(db, { keepId: a, absorbId: b }, audit)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(ConflictError);
    const { live, all } = await expectConsistent([a, b]);
    expect([...live]).toEqual([a]);
    expect(all.appointments).toEqual([a, a]);
  });

  it("of a pair and its reverse: exactly one wins, without a deadlock", async () => {
    const { db } = database;
    const a = await makePatient(db, "cross-a");
    const b = await makePatient(db, "cross-b");
    await giveEverything(db, a, "cross-a");
    await giveEverything(db, b, "cross-b");
    const results = await Promise.allSettled([
      mergePatients(db, { keepId: a, absorbId: b }, audit),
      mergePatients(db, { keepId: b, absorbId: a }, audit),
      mergePatients(db, { keepId: a, absorbId: b }, audit),
      mergePatients(db, { keepId: b, absorbId: a }, audit),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(ConflictError);
    const { live, all } = await expectConsistent([a, b]);
    expect(live.size).toBe(1);
    expect(all.referrals).toHaveLength(2);
  });

  it("of overlapping pairs (a chain): whatever the order, every record ends in one live record", async () => {
    const { db } = database;
    const ids = [await makePatient(db, "ring-a"), await makePatient(db, "ring-b"), await makePatient(db, "ring-c")];
    for (const [i, id] of ids.entries()) await giveEverything(db, id, `ring-${i}`);
    const [a, b, c] = ids as [string, string, string];
    await Promise.allSettled([
      mergePatients(db, { keepId: a, absorbId: b }, audit),
      mergePatients(db, { keepId: b, absorbId: c }, audit),
      mergePatients(db, { keepId: c, absorbId: a }, audit),
    ]);
    const { live } = await expectConsistent(ids);
    expect(live.size).toBeGreaterThanOrEqual(1);
    expect(live.size).toBeLessThanOrEqual(2);
  });
});
