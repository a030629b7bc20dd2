import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseApi } from "#contracts/paths.ts";
import { sessionLogMessages, type PlaylistSession, type RecordSessionPayload } from "#contracts/playlist-sessions.ts";
import { playlistMessages, type Playlist, type PlaylistItem } from "#contracts/playlists.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";

/**
 * docs/product/decisions.md, 11's matrix for the session log: owner, stranger (a browser with playlists of
 * its own), anonymous (a browser with none) and the admin, recording and listing, on a patient's and the
 * practice's private and public playlists. Only the owner does either; the others get the playlist's answers.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let exerciseId: number;
/** One sign-in for the file (the password's scrypt takes a while): every admin browser shares its session. */
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  await seedExerciseLibrary(t.services.database.db);
  exerciseId = (await new TestBrowser(t.app).get<{ id: number }[]>(exerciseApi.exercises)).body[0]!.id;
  adminCookie = (await signInAsAdmin(t.app)).cookie;
}, 120_000);
afterAll(() => t.close());

type Actor = "owner" | "stranger" | "anonymous" | "admin";
type OwnedBy = "patient" | "practice";

/** A playlist of one item with one logged session, and a fresh set of browsers around it. */
async function fixture(ownedBy: OwnedBy, isPublic: boolean) {
  const admin = new TestBrowser(t.app, adminCookie);
  const stranger = new TestBrowser(t.app);
  expect((await stranger.post(exerciseApi.playlists, { name: "Mine" })).status).toBe(201);
  const owner = ownedBy === "patient" ? new TestBrowser(t.app) : admin;
  const { body: playlist } = await owner.post<Playlist>(exerciseApi.playlists, { name: "Knee", isPublic });
  const { body: item } = await owner.post<PlaylistItem>(exerciseApi.playlistItems(playlist.id), { exerciseId });
  const first = await owner.post<PlaylistSession>(exerciseApi.playlistSessions(playlist.id), session(item.id));
  expect(first.status).toBe(201);
  const browsers: Record<Actor, TestBrowser> = { owner, stranger, anonymous: new TestBrowser(t.app), admin };
  return { browsers, playlist, item, first: first.body };
}

const session = (skippedItemId: number): RecordSessionPayload => ({
  activeSeconds: 600,
  completedCount: 0,
  totalCount: 1,
  skippedItemIds: [skippedItemId],
  effort: 4,
  pain: 2,
});

const cases = (["patient", "practice"] as const).flatMap((ownedBy) =>
  [false, true].flatMap((isPublic) =>
    (["owner", "stranger", "anonymous", "admin"] as const).flatMap((actor) =>
      (["record", "list"] as const).map((operation) => ({ ownedBy, isPublic, actor, operation })),
    ),
  ),
);

/** The practice's playlists are every admin session's; a patient's only its browser's. */
const owns = (actor: Actor, ownedBy: OwnedBy) => actor === "owner" || (ownedBy === "practice" && actor === "admin");

describe("who may record and read a playlist's session log (docs/product/decisions.md, 11)", () => {
  it.each(cases)("$ownedBy's $isPublic-public playlist: $actor may $operation?", async ({ ownedBy, isPublic, actor, operation }) => {
    const f = await fixture(ownedBy, isPublic);
    const path = exerciseApi.playlistSessions(f.playlist.id);
    const browser = f.browsers[actor];
    const answer =
      operation === "record" ? await browser.post<PlaylistSession>(path, session(f.item.id)) : await browser.get<PlaylistSession[]>(path);

    if (owns(actor, ownedBy)) {
      expect(answer.status).toBe(operation === "record" ? 201 : 200);
    } else if (!isPublic) {
      // Nobody else learns that a private playlist exists, let alone its log.
      expect(answer).toMatchObject({ status: 404, body: { error: playlistMessages.notFound } });
    } else {
      // A visible playlist's log: the refusal of any other change to it, and no reading of it.
      const refusal = operation === "record" ? playlistMessages.notOwner : sessionLogMessages.ownerOnly;
      expect(answer).toMatchObject({ status: 403, body: { error: refusal } });
    }

    const log = await f.browsers.owner.get<PlaylistSession[]>(path);
    const recorded = owns(actor, ownedBy) && operation === "record" ? 2 : 1;
    expect(log.body).toHaveLength(recorded);
    if (owns(actor, ownedBy) && operation === "list") expect(answer.body).toEqual([f.first]);
  });

  it("answers a private playlist's log as it answers a playlist that does not exist", async () => {
    const f = await fixture("patient", false);
    for (const browser of [f.browsers.stranger, f.browsers.anonymous]) {
      const missing = await browser.get(exerciseApi.playlistSessions(99_999_999));
      const hidden = await browser.get(exerciseApi.playlistSessions(f.playlist.id));
      expect(hidden).toMatchObject({ status: missing.status, body: missing.body });
      const missingRecord = await browser.post(exerciseApi.playlistSessions(99_999_999), session(f.item.id));
      const hiddenRecord = await browser.post(exerciseApi.playlistSessions(f.playlist.id), session(f.item.id));
      expect(hiddenRecord).toMatchObject({ status: missingRecord.status, body: missingRecord.body });
    }
  });

  it("keeps the log of a featured playlist the practice's, though every patient may see the playlist", async () => {
    const admin = new TestBrowser(t.app, adminCookie);
    const { body: featured } = await admin.post<Playlist>(exerciseApi.playlists, { name: "Week 1", isFeatured: true });
    const { body: item } = await admin.post<PlaylistItem>(exerciseApi.playlistItems(featured.id), { exerciseId });
    expect((await admin.post(exerciseApi.playlistSessions(featured.id), session(item.id))).status).toBe(201);
    const patient = new TestBrowser(t.app);
    expect((await patient.get(exerciseApi.playlist(featured.id))).status).toBe(200);
    expect(await patient.get(exerciseApi.playlistSessions(featured.id))).toMatchObject({
      status: 403,
      body: { error: sessionLogMessages.ownerOnly },
    });
    expect((await patient.post(exerciseApi.playlistSessions(featured.id), session(item.id))).status).toBe(403);
  });
});
