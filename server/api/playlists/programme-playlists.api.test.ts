import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseApi } from "#contracts/paths.ts";
import type { ProgrammeSessionRecorded } from "#contracts/programme-session.ts";
import type { Playlist, PlaylistItem } from "#contracts/playlists.ts";
import { exercises } from "#db/schema/exercises.ts";
import { programmes, programmeSessions, programmeVersions } from "#db/schema/programmes.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { pageContextOf } from "#server/page-context.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { freshAddress, pageRequest, patientRecord, signInAsPatient } from "#tests/support/patient-session.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";

/**
 * A prescribed programme's playlists over the playlists' API and pages (docs/decisions/0050): the practitioner
 * edits the draft and reads every version; the patient reads, plays and logs their own versions only; another
 * patient and a browser learn nothing of them, not even that they exist.
 */

let t: TestApp;
let admin: TestBrowser;
let ada: TestBrowser;
let ben: TestBrowser;
const stranger = () => new TestBrowser(t.app);
let adaId: string;
let draftId: number;
let versionId: number;
let items: PlaylistItem[];
const session = { activeSeconds: 300, completedCount: 1, totalCount: 2, skippedItemIds: [] as number[], effort: 5, pain: 2 };

beforeAll(async () => {
  t = await createTestApp({ ...testAdminSettings });
  const { db } = t.services.database;
  await seedExerciseLibrary(db);
  adaId = await patientRecord(t, "ada@example.com", "Ada Appleby");
  await patientRecord(t, "ben@example.com", "Ben Bishop");
  admin = new TestBrowser(t.app, (await signInAsAdmin(t.app)).cookie);
  ada = new TestBrowser(t.app, await signInAsPatient(t, "ada@example.com"));
  ben = new TestBrowser(t.app, await signInAsPatient(t, "ben@example.com"));

  const pages = pageContextOf(t.services, freshAddress()).admin.programmes;
  const made = await pages.create(adaId, { title: "Knee strength" });
  if (!made.ok) throw new Error(made.refusal.error);
  const [programme] = await db.select().from(programmes).where(eq(programmes.id, made.value.programmeId));
  draftId = programme!.draftPlaylistId!;
  const [first, second] = await db.select().from(exercises).limit(2);
  for (const exercise of [first!, second!]) {
    expect((await admin.post(exerciseApi.playlistItems(draftId), { exerciseId: exercise.id, load: "5 kg" })).status).toBe(201);
  }
  const saved = await pages.saveVersion(adaId, made.value.programmeId, {
    phase: "Early",
    daysPerWeek: 3,
    startsOn: "2026-12-01",
    reviewOn: null,
  });
  if (!saved.ok) throw new Error(saved.refusal.error);
  const [version] = await db.select().from(programmeVersions).where(eq(programmeVersions.programmeId, made.value.programmeId));
  versionId = version!.playlistId;
  items = (await admin.get<PlaylistItem[]>(exerciseApi.playlistItems(versionId))).body;
}, 60_000);
afterAll(() => t.close());

describe("a programme's draft", () => {
  it("is the practitioner's to edit, with the load in the answers; nobody else sees it", async () => {
    const draft = await admin.get<Playlist>(exerciseApi.playlist(draftId));
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ owner: "programme", isOwner: false, logsSessions: false, itemCount: 2 });
    const [first] = (await admin.get<PlaylistItem[]>(exerciseApi.playlistItems(draftId))).body;
    expect(first!.load).toBe("5 kg");
    const changed = await admin.patch<PlaylistItem>(exerciseApi.playlistItem(first!.id), { load: "light band", sets: 2 });
    expect(changed.body).toMatchObject({ load: "light band", dosage: { sets: 2 } });
    expect((await admin.patch(exerciseApi.playlistItem(first!.id), { load: "" })).body).toMatchObject({ load: null });
    expect((await admin.patch(exerciseApi.playlistItem(first!.id), { load: "x".repeat(41) })).status).toBe(400);
    // Nobody plays a draft: its sessions are its saved versions'.
    const played = await admin.post<{ error: string }>(exerciseApi.playlistSessions(draftId), session);
    expect(played.status).toBe(403);
    expect(played.body.error).toMatch(/Only the patient/);
    // Going with its programme only: the practitioner cannot delete it alone.
    expect((await admin.delete(exerciseApi.playlist(draftId))).status).toBe(403);

    for (const other of [ada, ben, stranger()]) {
      expect((await other.get(exerciseApi.playlist(draftId))).status).toBe(404);
      expect((await other.get(exerciseApi.playlistItems(draftId))).status).toBe(404);
      expect((await other.post(exerciseApi.playlistItems(draftId), { exerciseId: first!.exerciseId })).status).toBe(404);
      expect((await other.patch(exerciseApi.playlistItem(first!.id), { sets: 9 })).status).toBe(404);
    }
  });
});

describe("a saved version", () => {
  it("is read and played by its patient, who may not change it; the practitioner reads it and may not change it either", async () => {
    const read = await ada.get<Playlist>(exerciseApi.playlist(versionId));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ owner: "programme", isOwner: false, logsSessions: true });
    expect((await ada.get<PlaylistItem[]>(exerciseApi.playlistItems(versionId))).body.map((item) => item.load)).toEqual(["5 kg", "5 kg"]);
    expect((await ada.patch(exerciseApi.playlistItem(items[0]!.id), { sets: 9 })).status).toBe(403);
    expect((await ada.post(exerciseApi.playlistItems(versionId), { exerciseId: items[0]!.exerciseId })).status).toBe(403);

    expect((await admin.get<Playlist>(exerciseApi.playlist(versionId))).body).toMatchObject({ logsSessions: false });
    expect((await admin.patch(exerciseApi.playlistItem(items[0]!.id), { sets: 9 })).status).toBe(403);

    // The page: the patient's, the 404 page for anyone else.
    const page = (cookie?: string) =>
      pageContextOf(t.services, freshAddress()).exerciseLibrary.playlist(pageRequest(cookie), String(versionId));
    expect((await page(cookieOf(ada)))?.playlist.id).toBe(versionId);
    expect(await page(cookieOf(ben))).toBeNull();
    expect(await page()).toBeNull();
  });

  it("is hidden from another patient and a browser, who cannot log a session of it either", async () => {
    for (const other of [ben, stranger()]) {
      expect((await other.get(exerciseApi.playlist(versionId))).status).toBe(404);
      expect((await other.get(exerciseApi.playlistItems(versionId))).status).toBe(404);
      expect((await other.post(exerciseApi.playlistSessions(versionId), session)).status).toBe(404);
      expect((await other.post(exerciseApi.copyPlaylist(versionId))).status).toBe(404);
    }
    expect((await admin.post(exerciseApi.playlistSessions(versionId), session)).status).toBe(403);
    const logged = await t.services.database.db.select().from(programmeSessions);
    expect(logged).toEqual([]);
  });

  it("logs the patient's session as the programme's, sealed, not in the playlist's own log", async () => {
    const answer = await ada.post<ProgrammeSessionRecorded>(exerciseApi.playlistSessions(versionId), {
      ...session,
      skippedItemIds: [items[1]!.id],
    });
    expect(answer.status).toBe(201);
    const [row] = await t.services.database.db.select().from(programmeSessions).where(eq(programmeSessions.id, answer.body.id));
    expect(row).toMatchObject({ patientId: adaId, endedAt: new Date(answer.body.endedAt) });
    expect(row!.logSealed).toMatch(/^aes-gcm:v1:/);
    // A log naming an item of another playlist is refused.
    expect((await ada.post(exerciseApi.playlistSessions(versionId), { ...session, skippedItemIds: [999_999] })).status).toBe(400);
    // The playlist's own history stays empty: it is its owner's, and nobody owns a programme's playlist.
    expect((await ada.get(exerciseApi.playlistSessions(versionId))).status).toBe(403);
  });
});

describe("My care", () => {
  it("shows the patient their programme's current version, and another patient nothing of it", async () => {
    const careOf = async (browser: TestBrowser) =>
      (await pageContextOf(t.services, freshAddress()).patient.myCare(pageRequest(cookieOf(browser))))!.view;
    const mine = await careOf(ada);
    expect(mine.programmes).toHaveLength(1);
    expect(mine.programmes[0]).toMatchObject({ title: "Knee strength", current: { number: 1, phase: "Early", playlistId: versionId } });
    expect(mine.programmes[0]!.current.exercises.map((exercise) => exercise.load)).toEqual(["5 kg", "5 kg"]);
    const theirs = await careOf(ben);
    expect(theirs.programmes).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain("Knee strength");
  });
});

function cookieOf(browser: TestBrowser): string {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}
