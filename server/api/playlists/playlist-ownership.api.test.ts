import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseApi } from "#contracts/paths.ts";
import { playlistMessages, type Playlist, type PlaylistItem } from "#contracts/playlists.ts";
import { playlists } from "#db/schema/playlists.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";

/**
 * docs/product/decisions.md, 11's matrix: owner, stranger (a browser with playlists of its own), anonymous (a browser
 * with none) and the admin, for every call on a patient's private and public playlist, and the practice's.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let exerciseIds: number[];
/** One sign-in for the file (the password's scrypt takes a while): every admin browser shares its session. */
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  await seedExerciseLibrary(t.services.database.db);
  const { body } = await new TestBrowser(t.app).get<{ id: number }[]>(exerciseApi.exercises);
  exerciseIds = body.map((e) => e.id);
  adminCookie = (await signInAsAdmin(t.app)).cookie;
}, 120_000);
afterAll(() => t.close());

type Actor = "owner" | "stranger" | "anonymous" | "admin";
type Operation = "read" | "read items" | "change" | "add" | "change item" | "reorder" | "remove" | "delete" | "copy";

interface Fixture {
  browsers: Record<Actor, TestBrowser>;
  playlist: Playlist;
  items: PlaylistItem[];
}

/** A fresh playlist with two items, owned by `owner` of a fresh set of browsers. */
async function fixture(isPublic: boolean, ownedBy: "patient" | "practice"): Promise<Fixture> {
  const patient = new TestBrowser(t.app);
  const stranger = new TestBrowser(t.app);
  expect((await stranger.post(exerciseApi.playlists, { name: "Mine" })).status).toBe(201);
  const admin = new TestBrowser(t.app, adminCookie);
  const owner = ownedBy === "patient" ? patient : admin;
  const created = await owner.post<Playlist>(exerciseApi.playlists, { userId: 1, name: "Knee", description: "", isPublic });
  expect(created.status).toBe(201);
  const items: PlaylistItem[] = [];
  for (const exerciseId of exerciseIds.slice(0, 2)) {
    const added = await owner.post<PlaylistItem>(exerciseApi.playlistItems(created.body.id), { exerciseId, musicTrackId: 0, notes: "" });
    expect(added.status).toBe(201);
    items.push(added.body);
  }
  const browsers =
    ownedBy === "patient"
      ? { owner: patient, stranger, anonymous: new TestBrowser(t.app), admin }
      : // The practice's playlist: the admin owns it; a patient is a stranger to it.
        { owner: admin, stranger, anonymous: new TestBrowser(t.app), admin };
  return { browsers, playlist: created.body, items };
}

function perform(operation: Operation, browser: TestBrowser, { playlist, items }: Fixture) {
  const id = playlist.id;
  switch (operation) {
    case "read":
      return browser.get(exerciseApi.playlist(id));
    case "read items":
      return browser.get(exerciseApi.playlistItems(id));
    case "change":
      return browser.patch(exerciseApi.playlist(id), { name: "Renamed" });
    case "add":
      return browser.post(exerciseApi.playlistItems(id), { exerciseId: exerciseIds[0], musicTrackId: null });
    case "change item":
      return browser.patch(exerciseApi.playlistItem(items[0]!.id), { musicTrackId: null, notes: "slowly" });
    case "reorder":
      return browser.post(exerciseApi.reorderPlaylist(id), { itemOrder: [items[1]!.id, items[0]!.id] });
    case "remove":
      return browser.delete(exerciseApi.playlistItem(items[0]!.id));
    case "delete":
      return browser.delete(exerciseApi.playlist(id));
    case "copy":
      return browser.post(exerciseApi.copyPlaylist(id));
  }
}

const reads: Operation[] = ["read", "read items", "copy"];
const writes: Operation[] = ["change", "add", "change item", "reorder", "remove", "delete"];
const success: Record<Operation, number> = {
  read: 200,
  "read items": 200,
  copy: 201,
  change: 200,
  add: 201,
  "change item": 200,
  reorder: 200,
  remove: 204,
  delete: 204,
};

/** What each actor gets: the owner everything; on a private playlist others 404; on a public one they read and copy, and get 403 for changes. */
function expected(actor: Actor, ownedBy: "patient" | "practice", isPublic: boolean, operation: Operation): number {
  const owners: Actor[] = ownedBy === "patient" ? ["owner"] : ["owner", "admin"];
  if (owners.includes(actor)) return success[operation];
  if (!isPublic) return 404;
  return reads.includes(operation) ? success[operation] : 403;
}

const cases = (["patient", "practice"] as const).flatMap((ownedBy) =>
  [false, true].flatMap((isPublic) =>
    (["owner", "stranger", "anonymous", "admin"] as const).flatMap((actor) =>
      [...reads, ...writes].map((operation) => ({ ownedBy, isPublic, actor, operation })),
    ),
  ),
);

describe("who may do what with a playlist (docs/product/decisions.md, 11)", () => {
  it.each(cases)("$ownedBy's $isPublic-public playlist: $actor may $operation?", async ({ ownedBy, isPublic, actor, operation }) => {
    const f = await fixture(isPublic, ownedBy);
    const response = await perform(operation, f.browsers[actor], f);
    expect(response.status).toBe(expected(actor, ownedBy, isPublic, operation));
    if (response.status === 404) {
      const notFound = operation === "change item" || operation === "remove" ? playlistMessages.itemNotFound : playlistMessages.notFound;
      expect(response.body).toEqual({ error: notFound });
    }
    if (response.status === 403) expect(response.body).toEqual({ error: playlistMessages.notOwner });
    // A refused change changed nothing.
    if (response.status >= 400) {
      const after = await f.browsers.owner.get<PlaylistItem[]>(exerciseApi.playlistItems(f.playlist.id));
      expect(after.body.map((item) => item.id)).toEqual(f.items.map((item) => item.id));
    }
  });

  it("tells nobody but the owner that a private playlist exists: its answer is a missing one's", async () => {
    const f = await fixture(false, "patient");
    const missing = await f.browsers.stranger.get(exerciseApi.playlist(99_999_999));
    const hidden = await f.browsers.stranger.get(exerciseApi.playlist(f.playlist.id));
    expect(hidden).toMatchObject({ status: missing.status, body: missing.body });
  });

  it("makes a browser's owner cookie on its first playlist: httpOnly, SameSite=Lax, long-lived", async () => {
    const browser = new TestBrowser(t.app);
    const first = await browser.post<Playlist>(exerciseApi.playlists, { name: "First" });
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("playlist_owner="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBeGreaterThan(300 * 24 * 3600);
    expect(first.body).toMatchObject({ isOwner: true, owner: "patient", isPublic: false, isFeatured: false });
    const second = await browser.post<Playlist>(exerciseApi.playlists, { name: "Second" });
    expect(second.headers.getSetCookie().find((c) => c.startsWith("playlist_owner="))).toContain(browser.cookies.get("playlist_owner"));
    const mine = await browser.get<Playlist[]>(exerciseApi.playlists);
    expect(mine.body.map((p) => p.name)).toEqual(["Second", "First"]);
    // Another browser, and one without a cookie, see none of them.
    expect((await new TestBrowser(t.app).get(exerciseApi.playlists)).body).toEqual([]);
    // The database holds the cookie's hash, never the cookie.
    const [row] = await t.services.database.db.select().from(playlists).where(eq(playlists.id, first.body.id));
    expect(row!.ownerId).not.toBe(browser.cookies.get("playlist_owner"));
    expect(row!.ownerId).toMatch(/^[0-9a-f]{64}$/);
  });

  it("ignores an owner cookie the server could not have made", async () => {
    const forged = new TestBrowser(t.app, "playlist_owner=practice");
    expect((await forged.get(exerciseApi.playlists)).body).toEqual([]);
    const made = await forged.post<Playlist>(exerciseApi.playlists, { name: "Mine" });
    expect(forged.cookies.get("playlist_owner")).toMatch(/^[\w-]{43}$/);
    expect(made.body.owner).toBe("patient");
  });

  it("lets only the practice feature a playlist, and lists featured ones for everyone to copy", async () => {
    const patient = new TestBrowser(t.app);
    const refused = await patient.post(exerciseApi.playlists, { name: "Mine", isFeatured: true });
    expect(refused).toMatchObject({ status: 403, body: { error: playlistMessages.featuredByPracticeOnly } });
    const own = await patient.post<Playlist>(exerciseApi.playlists, { name: "Mine" });
    expect((await patient.patch(exerciseApi.playlist(own.body.id), { isFeatured: true })).status).toBe(403);

    const admin = new TestBrowser(t.app, adminCookie);
    const featured = await admin.post<Playlist>(exerciseApi.playlists, { name: "Week 1 programme", isFeatured: true });
    expect(featured.body).toMatchObject({ owner: "practice", isFeatured: true, isPublic: false, isOwner: true });
    await admin.post(exerciseApi.playlistItems(featured.body.id), { exerciseId: exerciseIds[0], sets: 2 });
    const list = await patient.get<Playlist[]>(exerciseApi.featuredPlaylists);
    expect(list.body.map((p) => p.id)).toContain(featured.body.id);
    expect(list.body.find((p) => p.id === featured.body.id)).toMatchObject({ isOwner: false, itemCount: 1 });

    // A featured playlist is readable though not public, and copying it makes a private one of the patient's.
    const copy = await patient.post<Playlist>(exerciseApi.copyPlaylist(featured.body.id));
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: "Week 1 programme",
      isPublic: false,
      isFeatured: false,
      owner: "patient",
      isOwner: true,
      copiedFromId: featured.body.id,
      itemCount: 1,
    });
    const copiedItems = await patient.get<PlaylistItem[]>(exerciseApi.playlistItems(copy.body.id));
    expect(copiedItems.body[0]).toMatchObject({ exerciseId: exerciseIds[0], overrides: { sets: 2 } });
    expect((await patient.get<Playlist[]>(exerciseApi.playlists)).body.map((p) => p.id)).toContain(copy.body.id);
    // The copy is the patient's alone.
    expect((await new TestBrowser(t.app).get(exerciseApi.playlist(copy.body.id))).status).toBe(404);

    // Unfeatured, it is the practice's private playlist again.
    await admin.patch(exerciseApi.playlist(featured.body.id), { isFeatured: false });
    expect((await patient.get(exerciseApi.playlist(featured.body.id))).status).toBe(404);
  });

  it("gives a browser that may not see a playlist no owner cookie for trying to copy it", async () => {
    const f = await fixture(false, "patient");
    const outsider = new TestBrowser(t.app);
    expect((await outsider.post(exerciseApi.copyPlaylist(f.playlist.id))).status).toBe(404);
    expect(outsider.cookies.has("playlist_owner")).toBe(false);
  });

  it("refuses changes that do not come from the site's pages", async () => {
    const f = await fixture(true, "patient");
    const forged = await f.browsers.owner.request(
      "PATCH",
      exerciseApi.playlist(f.playlist.id),
      { name: "x" },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect((await f.browsers.owner.get<Playlist>(exerciseApi.playlist(f.playlist.id))).body.name).toBe("Knee");
  });

  it("never lets a cache keep an answer that depends on who asks", async () => {
    const f = await fixture(true, "patient");
    for (const path of [exerciseApi.playlists, exerciseApi.playlist(f.playlist.id), exerciseApi.playlistItems(f.playlist.id)]) {
      expect((await f.browsers.owner.get(path)).headers.get("cache-control")).toBe("no-store");
    }
  });
});
