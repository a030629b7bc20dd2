import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SaveVersionPayload } from "#contracts/programmes.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { auditEvents } from "#db/schema/admin.ts";
import { exercises, type ExerciseRow } from "#db/schema/exercises.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { playlistItems } from "#db/schema/playlists.ts";
import { programmes, programmeSessions, programmeVersions } from "#db/schema/programmes.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { createHealthCipher } from "#server/health/health-cipher.ts";
import { patientForBooking } from "#server/patients/patient-for-booking.ts";
import { addPlaylistItem, updatePlaylistItem } from "#server/playlists/playlist-items.ts";
import { getPlaylistWithItems } from "#server/playlists/playlists.ts";
import { databaseRefusal } from "#tests/support/constraint-violation.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { expectSealedWithout } from "#tests/support/sealed-value.ts";
import { patientProgrammes } from "./patient-programmes.ts";
import { programmeSessionLogs, recordProgrammeSession } from "./programme-sessions.ts";
import { createProgramme, saveProgrammeVersion, stopProgramme } from "./programmes.ts";

const cipher = createHealthCipher(randomBytes(32));
const audit = { clientAddress: "203.0.113.7" };
const practice = { kind: "practice" } as const;
const dispatched: string[][] = [];
const mail = { dispatch: async (ids: readonly string[]) => void dispatched.push([...ids]) };
const version: SaveVersionPayload = { phase: "Early strength", daysPerWeek: 4, startsOn: "2026-12-01", reviewOn: "2026-12-29" };

let database: DatabaseHandle;
const db = () => database.db;
const services = () => ({ db: db(), mail, publicUrl: "https://physio.example" });
let patientId: string;
let otherPatientId: string;
let reps: ExerciseRow;
let hold: ExerciseRow;

/** A programme of the patient with two exercises in its draft (the first at 4 × 8 with a load). */
async function builtProgramme(title = "Knee strength", of = patientId) {
  const { programmeId } = await createProgramme(db(), of, { title }, audit);
  const [row] = await db().select().from(programmes).where(eq(programmes.id, programmeId));
  const draft = row!.draftPlaylistId!;
  await addPlaylistItem(db(), draft, practice, { exerciseId: reps.id, sets: 4, reps: 8, load: "5 kg", notes: "Slow down" });
  await addPlaylistItem(db(), draft, practice, { exerciseId: hold.id });
  return { programmeId, draft };
}

const versionRows = (programmeId: string) =>
  db().select().from(programmeVersions).where(eq(programmeVersions.programmeId, programmeId)).orderBy(programmeVersions.number);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedExerciseLibrary(db());
  const all = await db().select().from(exercises);
  reps = all.find((exercise) => exercise.reps !== null)!;
  hold = all.find((exercise) => exercise.holdSeconds !== null && !exercise.unilateral)!;
  patientId = await patientForBooking(db(), { name: "Sam Patient", email: "sam@example.com" });
  otherPatientId = await patientForBooking(db(), { name: "Kim Other", email: "kim@example.com" });
});
afterAll(() => database.close());

describe("saving a version", () => {
  it("copies the draft with its dosage into the version's own playlist, mails the patient once, and audits it", async () => {
    const { programmeId, draft } = await builtProgramme();
    dispatched.length = 0;
    expect(await saveProgrammeVersion(services(), patientId, programmeId, version, audit)).toEqual({ number: 1 });

    const [saved] = await versionRows(programmeId);
    expect(saved).toMatchObject({ number: 1, phase: "Early strength", daysPerWeek: 4, startsOn: "2026-12-01", reviewOn: "2026-12-29" });
    expect(saved!.playlistId).not.toBe(draft);
    expect(saved!.notifiedAt).not.toBeNull();
    const items = await db()
      .select()
      .from(playlistItems)
      .where(eq(playlistItems.playlistId, saved!.playlistId))
      .orderBy(playlistItems.position);
    expect(items.map(({ exerciseId, sets, reps: r, load, notes }) => ({ exerciseId, sets, reps: r, load, notes }))).toEqual([
      { exerciseId: reps.id, sets: 4, reps: 8, load: "5 kg", notes: "Slow down" },
      { exerciseId: hold.id, sets: null, reps: null, load: null, notes: "" },
    ]);

    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "programme-ready"), eq(mailOutbox.toAddress, "sam@example.com")));
    expect(mails).toHaveLength(1);
    expect(dispatched).toEqual([[mails[0]!.id]]);
    const { subject, textBody, htmlBody } = mails[0]!;
    expect(textBody).toContain("https://physio.example/my-care");
    // No clinical detail, no name: not the exercises, the phase, the load nor who the patient is.
    for (const detail of [reps.name, hold.name, "Early strength", "5 kg", "Sam"]) {
      expect(`${subject} ${textBody} ${htmlBody}`).not.toContain(detail);
    }
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'versionId' = ${saved!.id}`);
    expect(event).toMatchObject({ action: "programme.version_saved", actor: "admin", patientId, clientAddress: audit.clientAddress });
  });

  it("numbers versions saved at once one after another, never twice the same", async () => {
    const { programmeId } = await builtProgramme("Concurrent saves");
    const saved = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        saveProgrammeVersion(services(), patientId, programmeId, { ...version, phase: `Phase ${index}` }, audit),
      ),
    );
    expect(saved.map((answer) => answer.number).toSorted()).toEqual([1, 2, 3, 4, 5]);
    const rows = await versionRows(programmeId);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(rows.map((row) => row.playlistId)).size).toBe(5);
  });

  it("keeps earlier versions as prescribed when the draft changes and a later version is saved", async () => {
    const { programmeId, draft } = await builtProgramme("Progressed");
    await saveProgrammeVersion(services(), patientId, programmeId, version, audit);
    const [first] = (await getPlaylistWithItems(db(), draft, practice)).items;
    await updatePlaylistItem(db(), first!.id, practice, { sets: 5, load: "10 kg" });
    await saveProgrammeVersion(services(), patientId, programmeId, { ...version, phase: "Progression" }, audit);

    const [mine] = (await patientProgrammes(db(), patientId)).filter((programme) => programme.id === programmeId);
    expect(mine!.current).toMatchObject({ number: 2, phase: "Progression" });
    expect(mine!.current.exercises[0]).toMatchObject({ load: "10 kg", dosage: { sets: 5 } });
    expect(mine!.earlier.map((earlier) => earlier.number)).toEqual([1]);
    expect(mine!.earlier[0]!.exercises[0]).toMatchObject({ load: "5 kg", dosage: { sets: 4, reps: 8 } });
  });

  it("refuses an empty draft, another patient's programme, and a stopped one", async () => {
    const { programmeId } = await createProgramme(db(), patientId, { title: "Empty" }, audit);
    await expect(saveProgrammeVersion(services(), patientId, programmeId, version, audit)).rejects.toBeInstanceOf(InvalidInputError);
    const built = await builtProgramme("Someone's");
    await expect(saveProgrammeVersion(services(), otherPatientId, built.programmeId, version, audit)).rejects.toBeInstanceOf(NotFoundError);
    await stopProgramme(db(), patientId, built.programmeId, audit);
    await expect(saveProgrammeVersion(services(), patientId, built.programmeId, version, audit)).rejects.toBeInstanceOf(ConflictError);
    // Stopped, its draft cannot change either, and it leaves My care.
    await expect(addPlaylistItem(db(), built.draft, practice, { exerciseId: reps.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await patientProgrammes(db(), patientId)).map((programme) => programme.id)).not.toContain(built.programmeId);
  });
});

describe("a saved version's items", () => {
  it("are refused any change by the database, whoever writes, while the draft stays editable", async () => {
    const { programmeId, draft } = await builtProgramme("Frozen");
    await saveProgrammeVersion(services(), patientId, programmeId, version, audit);
    const [saved] = await versionRows(programmeId);
    const [item] = await db().select().from(playlistItems).where(eq(playlistItems.playlistId, saved!.playlistId));

    for (const write of [
      db().update(playlistItems).set({ sets: 9 }).where(eq(playlistItems.id, item!.id)),
      db().delete(playlistItems).where(eq(playlistItems.id, item!.id)),
      db().insert(playlistItems).values({ playlistId: saved!.playlistId, position: 99, exerciseId: reps.id }),
    ]) {
      const { said, message } = await databaseRefusal(write);
      expect(said?.code).toBe("23514");
      expect(message).toContain("the items of a saved programme version cannot be changed");
    }
    // The practitioner's own API refuses it before the database has to.
    await expect(updatePlaylistItem(db(), item!.id, practice, { sets: 9 })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(addPlaylistItem(db(), draft, practice, { exerciseId: reps.id })).resolves.toMatchObject({ exerciseId: reps.id });
  });
});

describe("a played session of a version", () => {
  it("is sealed and bound to its row, opened whole for the patient's reads, each write and read audited", async () => {
    const { programmeId } = await builtProgramme("Played");
    await saveProgrammeVersion(services(), patientId, programmeId, version, audit);
    const [saved] = await versionRows(programmeId);
    const [, second] = await db()
      .select()
      .from(playlistItems)
      .where(eq(playlistItems.playlistId, saved!.playlistId))
      .orderBy(playlistItems.position);
    const patient = { kind: "patient", patientId } as const;
    const payload = {
      activeSeconds: 1_234,
      completedCount: 1,
      totalCount: 2,
      skippedItemIds: [second!.id, second!.id],
      effort: 7,
      pain: 3,
    };

    const recorded = await recordProgrammeSession(db(), cipher, saved!.playlistId, patient, payload, "198.51.100.4");
    expect(recorded).toMatchObject({ versionId: saved!.id });
    const [row] = await db().select().from(programmeSessions).where(eq(programmeSessions.id, recorded!.id));
    expect(row!.patientId).toBe(patientId);
    expectSealedWithout(row!.logSealed, [`"completedCount"`, `"skippedItemIds"`]);
    // Bound to its row: copied onto another id it does not open.
    expect(() => cipher.open("programme-session", saved!.id, row!.logSealed)).toThrow();

    const logs = await programmeSessionLogs(
      db(),
      cipher,
      patientId,
      { actor: "admin", clientAddress: audit.clientAddress },
      { programmeId },
    );
    expect(logs).toEqual([
      {
        id: recorded!.id,
        programmeId,
        versionId: saved!.id,
        versionNumber: 1,
        endedAt: recorded!.endedAt,
        log: { activeSeconds: 1_234, completedCount: 1, totalCount: 2, skippedItemIds: [second!.id], effort: 7, pain: 3 },
      },
    ]);
    expect(await programmeSessionLogs(db(), cipher, otherPatientId, { actor: "admin", clientAddress: null })).toEqual([]);

    const events = await db().select().from(auditEvents).where(eq(auditEvents.patientId, patientId));
    expect(events.find((event) => event.action === "programme_session.logged")).toMatchObject({
      actor: "patient",
      clientAddress: "198.51.100.4",
      details: { programmeId, versionId: saved!.id, sessionId: recorded!.id },
    });
    expect(events.find((event) => event.action === "programme_session.read")).toMatchObject({
      actor: "admin",
      details: { count: 1, programmeId },
    });
  });

  it("is the patient's alone to log, while the programme runs, of the version's own items", async () => {
    const { programmeId, draft } = await builtProgramme("Logged by whom");
    await saveProgrammeVersion(services(), patientId, programmeId, version, audit);
    const [saved] = await versionRows(programmeId);
    const payload = { activeSeconds: 60, completedCount: 2, totalCount: 2, skippedItemIds: [] };
    const other = { kind: "patient", patientId: otherPatientId } as const;
    await expect(recordProgrammeSession(db(), cipher, saved!.playlistId, other, payload, null)).rejects.toBeInstanceOf(NotFoundError);
    await expect(recordProgrammeSession(db(), cipher, saved!.playlistId, practice, payload, null)).rejects.toBeInstanceOf(ForbiddenError);
    const patient = { kind: "patient", patientId } as const;
    await expect(
      recordProgrammeSession(db(), cipher, saved!.playlistId, patient, { ...payload, skippedItemIds: [2_000_000] }, null),
    ).rejects.toBeInstanceOf(InvalidInputError);
    // The draft is no version: the patient cannot even see it.
    await expect(getPlaylistWithItems(db(), draft, patient)).rejects.toBeInstanceOf(NotFoundError);
    await stopProgramme(db(), patientId, programmeId, audit);
    await expect(recordProgrammeSession(db(), cipher, saved!.playlistId, patient, payload, null)).rejects.toBeInstanceOf(ForbiddenError);
    expect(
      await db()
        .select()
        .from(programmeSessions)
        .innerJoin(programmeVersions, eq(programmeVersions.id, programmeSessions.versionId))
        .where(eq(programmeVersions.programmeId, programmeId)),
    ).toEqual([]);
  });
});
