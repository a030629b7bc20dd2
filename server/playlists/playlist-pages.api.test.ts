import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseApi } from "#contracts/paths.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { pageContextOf } from "#server/page-context.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";

/** The pages' loaders (PageContext.exerciseLibrary) see exactly what the API shows the same browser. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let pages: ReturnType<typeof pageContextOf>["exerciseLibrary"];

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  await seedExerciseLibrary(t.services.database.db);
  pages = pageContextOf(t.services, "127.0.0.1").exerciseLibrary;
}, 120_000);
afterAll(() => t.close());

const pageRequest = (browser?: TestBrowser) =>
  new Request("http://localhost/exercise-playlist/1", {
    headers: browser ? { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {},
  });

describe("PageContext.exerciseLibrary", () => {
  it("gives the library as the API does, and the categories that have exercises, in stage order", async () => {
    const api = new TestBrowser(t.app);
    expect(await pages.exercises()).toEqual((await api.get(exerciseApi.exercises)).body);
    const categories = await pages.categories();
    expect(categories.map((c) => c.stage)).toEqual([...new Set((await pages.exercises()).map((e) => e.stage))].sort((a, b) => a - b));
    const first = categories[0]!;
    expect((await pages.exercises(first.category)).every((e) => e.category === first.category)).toBe(true);
    const [exercise] = await pages.exercises();
    expect(await pages.exercise(exercise!.slug)).toEqual(exercise);
    expect(await pages.exercise(String(exercise!.id))).toEqual(exercise);
    expect(await pages.exercise("../etc/passwd")).toBeNull();
    expect(await pages.musicTracks()).toEqual((await api.get(exerciseApi.musicTracks)).body);
  });

  it("shows a private playlist to its owner's browser only, and a public one to all", async () => {
    const owner = new TestBrowser(t.app);
    const { body: playlist } = await owner.post<Playlist>(exerciseApi.playlists, { name: "Private" });
    const seen = await pages.playlist(pageRequest(owner), String(playlist.id));
    expect(seen).toEqual({ playlist: (await owner.get(exerciseApi.playlist(playlist.id))).body, items: [] });
    expect(await pages.playlist(pageRequest(), String(playlist.id))).toBeNull();
    expect(await pages.playlist(pageRequest(new TestBrowser(t.app, "playlist_owner=" + "a".repeat(43))), String(playlist.id))).toBeNull();
    expect(await pages.playlist(pageRequest(owner), "not-an-id")).toBeNull();
    expect(await pages.playlist(pageRequest(owner), "99999999")).toBeNull();
    await owner.patch(exerciseApi.playlist(playlist.id), { isPublic: true });
    expect((await pages.playlist(pageRequest(), String(playlist.id)))?.playlist).toMatchObject({ isOwner: false, isPublic: true });
    expect((await pages.myPlaylists(pageRequest(owner))).map((p) => p.id)).toEqual([playlist.id]);
    expect(await pages.myPlaylists(pageRequest())).toEqual([]);
  });

  it("lists the practice's featured playlists for everyone", async () => {
    const admin = new TestBrowser(t.app, (await signInAsAdmin(t.app)).cookie);
    const { body: featured } = await admin.post<Playlist>(exerciseApi.playlists, { name: "Ready-made week 1", isFeatured: true });
    expect((await pages.featuredPlaylists(pageRequest())).map((p) => p.id)).toEqual([featured.id]);
    expect((await pages.featuredPlaylists(pageRequest(admin)))[0]).toMatchObject({ isOwner: true });
  });
});
