import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseWithIdNotFound, musicTrackWithIdNotFound, type Exercise, type MusicTrack } from "#contracts/exercises.ts";
import { exerciseApi } from "#contracts/paths.ts";
import { PLAYLIST_MAX_ITEMS, playlistMessages, type Playlist, type PlaylistItem } from "#contracts/playlists.ts";
import { dosageSeconds } from "#core/exercises/dosage.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { PLAYLISTS_MADE_PER_HOUR } from "./routes.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let library: Exercise[];
let tracks: MusicTrack[];
/** A rep-based one-leg exercise, a hold, and a two-leg one, from the seeded catalogue. */
let reps: Exercise;
let hold: Exercise;
let twoLeg: Exercise;

beforeAll(async () => {
  t = await createTestApp();
  await seedExerciseLibrary(t.services.database.db);
  const browser = new TestBrowser(t.app);
  library = (await browser.get<Exercise[]>(exerciseApi.exercises)).body;
  tracks = (await browser.get<MusicTrack[]>(exerciseApi.musicTracks)).body;
  reps = library.find((e) => e.unilateral && e.dosage.reps !== null)!;
  hold = library.find((e) => e.dosage.holdSeconds !== null)!;
  twoLeg = library.find((e) => !e.unilateral)!;
}, 120_000);
afterAll(() => t.close());

async function playlistOf(browser: TestBrowser, exercises: Exercise[] = []) {
  const created = await browser.post<Playlist>(exerciseApi.playlists, {
    userId: 1,
    name: playlistMessages.defaultName,
    description: playlistMessages.defaultDescription,
    isPublic: false,
  });
  expect(created.status).toBe(201);
  const items: PlaylistItem[] = [];
  for (const exercise of exercises) {
    items.push(
      (
        await browser.post<PlaylistItem>(exerciseApi.playlistItems(created.body.id), {
          exerciseId: exercise.id,
          musicTrackId: 0,
          notes: "",
        })
      ).body,
    );
  }
  return { playlist: created.body, items };
}

describe("the spec's calls (§7)", () => {
  it("quick-creates, reads, edits, adds with music, changes the music, removes", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist } = await playlistOf(browser);
    expect(playlist).toMatchObject({
      name: playlistMessages.defaultName,
      description: playlistMessages.defaultDescription,
      isPublic: false,
      itemCount: 0,
      duration: 0,
    });
    expect(typeof playlist.id).toBe("number");

    const edited = await browser.patch<Playlist>(exerciseApi.playlist(playlist.id), {
      name: " Week 3 ",
      description: null,
      isPublic: true,
    });
    expect(edited.body).toMatchObject({ name: "Week 3", description: "", isPublic: true });
    expect((await browser.get<Playlist>(exerciseApi.playlist(playlist.id))).body).toEqual(edited.body);

    const added = await browser.post<PlaylistItem>(exerciseApi.playlistItems(playlist.id), {
      exerciseId: reps.id,
      musicTrackId: tracks[0]!.id,
      notes: "Ice after",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      exerciseId: reps.id,
      musicTrackId: tracks[0]!.id,
      notes: "Ice after",
      position: 0,
      dosage: reps.dosage,
      duration: reps.duration,
    });
    const second = await browser.post<PlaylistItem>(exerciseApi.playlistItems(playlist.id), { exerciseId: hold.id, musicTrackId: null });
    expect(second.body).toMatchObject({ position: 1, musicTrackId: null, notes: "" });

    const noMusic = await browser.patch<PlaylistItem>(exerciseApi.playlistItem(added.body.id), { musicTrackId: null });
    expect(noMusic.body).toMatchObject({ musicTrackId: null, notes: "Ice after" });
    const zero = await browser.patch<PlaylistItem>(exerciseApi.playlistItem(added.body.id), { musicTrackId: tracks[1]!.id });
    expect(zero.body.musicTrackId).toBe(tracks[1]!.id);
    expect((await browser.patch<PlaylistItem>(exerciseApi.playlistItem(added.body.id), { musicTrackId: 0 })).body.musicTrackId).toBeNull();

    const summary = await browser.get<Playlist>(exerciseApi.playlist(playlist.id));
    expect(summary.body).toMatchObject({ itemCount: 2, duration: reps.duration + hold.duration });

    expect((await browser.delete(exerciseApi.playlistItem(added.body.id))).status).toBe(204);
    const left = await browser.get<PlaylistItem[]>(exerciseApi.playlistItems(playlist.id));
    expect(left.body.map((item) => [item.id, item.position])).toEqual([[second.body.id, 0]]);
    expect((await browser.delete(exerciseApi.playlistItem(added.body.id))).status).toBe(404);
  });

  it("deletes a playlist with its items", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist, items } = await playlistOf(browser, [reps, hold]);
    expect((await browser.delete(exerciseApi.playlist(playlist.id))).status).toBe(204);
    expect((await browser.get(exerciseApi.playlist(playlist.id))).status).toBe(404);
    expect((await browser.patch(exerciseApi.playlistItem(items[0]!.id), { notes: "x" })).status).toBe(404);
    expect((await browser.get<Playlist[]>(exerciseApi.playlists)).body).toEqual([]);
  });
});

describe("per-item dosage (docs/product/decisions.md, 21)", () => {
  it("defaults from the exercise, takes the item's own choices, and goes back to the default on null", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist } = await playlistOf(browser);
    const item = await browser.post<PlaylistItem>(exerciseApi.playlistItems(playlist.id), {
      exerciseId: reps.id,
      sets: 4,
      reps: 8,
      restSeconds: 20,
      side: "left",
    });
    const dosage = { ...reps.dosage, sets: 4, reps: 8, restSeconds: 20, side: "left" as const };
    expect(item.body).toMatchObject({
      dosage,
      overrides: { sets: 4, reps: 8, holdSeconds: null, restSeconds: 20, side: "left" },
      duration: dosageSeconds(dosage, reps),
    });
    const back = await browser.patch<PlaylistItem>(exerciseApi.playlistItem(item.body.id), { sets: null, side: null });
    expect(back.body.dosage).toEqual({ ...dosage, sets: reps.dosage.sets, side: "both" });
    expect(back.body.overrides).toEqual({ sets: null, reps: 8, holdSeconds: null, restSeconds: 20, side: null });

    const held = await browser.post<PlaylistItem>(exerciseApi.playlistItems(playlist.id), { exerciseId: hold.id, holdSeconds: 45 });
    expect(held.body.dosage.holdSeconds).toBe(45);
    expect(held.body.duration).toBe(dosageSeconds({ ...hold.dosage, holdSeconds: 45 }, hold));
  });

  it("refuses a dosage that does not fit the exercise, with the field that is wrong", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist, items } = await playlistOf(browser, [reps]);
    const add = (body: object) => browser.post(exerciseApi.playlistItems(playlist.id), body);
    expect(await add({ exerciseId: hold.id, reps: 10 })).toMatchObject({
      status: 400,
      body: { fields: { reps: playlistMessages.holdExercise } },
    });
    expect(await add({ exerciseId: reps.id, holdSeconds: 10 })).toMatchObject({
      status: 400,
      body: { fields: { holdSeconds: playlistMessages.repsExercise } },
    });
    expect(await add({ exerciseId: twoLeg.id, side: "left" })).toMatchObject({
      status: 400,
      body: { fields: { side: playlistMessages.sideOfTwoLegExercise } },
    });
    expect(await browser.patch(exerciseApi.playlistItem(items[0]!.id), { holdSeconds: 20 })).toMatchObject({
      status: 400,
      body: { fields: { holdSeconds: playlistMessages.repsExercise } },
    });
    expect((await browser.get<PlaylistItem[]>(exerciseApi.playlistItems(playlist.id))).body).toEqual(items);
  });
});

describe("bad input (docs/product/decisions.md, 14): a JSON 4xx, never a 5xx, nothing written", () => {
  it("refuses every malformed playlist body with { error, fields }", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist } = await playlistOf(browser);
    const cases: [string, string, unknown, Record<string, string>][] = [
      ["POST", exerciseApi.playlists, {}, { name: playlistMessages.nameRequired }],
      ["POST", exerciseApi.playlists, { name: "   " }, { name: playlistMessages.nameRequired }],
      ["POST", exerciseApi.playlists, { name: "x".repeat(121) }, { name: "Please keep the name under 120 characters" }],
      ["POST", exerciseApi.playlists, { name: "x", isPublic: "yes" }, { isPublic: "isPublic must be true or false" }],
      ["POST", exerciseApi.playlists, [], { name: expect.any(String) as unknown as string }],
      ["PATCH", exerciseApi.playlist(playlist.id), { name: "" }, { name: playlistMessages.nameRequired }],
      ["PATCH", exerciseApi.playlist(playlist.id), { description: 7 }, { description: expect.any(String) as unknown as string }],
      ["POST", exerciseApi.playlistItems(playlist.id), {}, { exerciseId: playlistMessages.exerciseRequired }],
      ["POST", exerciseApi.playlistItems(playlist.id), { exerciseId: "1" }, { exerciseId: playlistMessages.exerciseRequired }],
      [
        "POST",
        exerciseApi.playlistItems(playlist.id),
        { exerciseId: reps.id, musicTrackId: -1 },
        { musicTrackId: playlistMessages.unknownTrack },
      ],
      ["POST", exerciseApi.playlistItems(playlist.id), { exerciseId: reps.id, sets: 0 }, { sets: playlistMessages.sets }],
      [
        "POST",
        exerciseApi.playlistItems(playlist.id),
        { exerciseId: reps.id, reps: 5, holdSeconds: 5 },
        { reps: playlistMessages.repsOrHold },
      ],
      ["POST", exerciseApi.reorderPlaylist(playlist.id), {}, { itemOrder: playlistMessages.reorderMismatch }],
      ["POST", exerciseApi.reorderPlaylist(playlist.id), { itemOrder: ["a"] }, { itemOrder: playlistMessages.reorderMismatch }],
    ];
    for (const [method, path, body, fields] of cases) {
      const answer = await browser.request(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body).toEqual({ error: Object.values(fields)[0], fields });
    }
    const unreadable = await browser.request("POST", exerciseApi.playlists, "{not json");
    expect(unreadable).toMatchObject({ status: 400, body: { error: "Your change could not be read. Please try again." } });
    const notJson = await browser.request("POST", exerciseApi.playlists, "name=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(notJson.status).toBe(415);
    const huge = await browser.post(exerciseApi.playlists, { name: "x", description: "y".repeat(20_000) });
    expect(huge.status).toBe(413);
    expect((await browser.get<Playlist[]>(exerciseApi.playlists)).body).toHaveLength(1);
  });

  it("refuses unknown exercise and track ids with the spec's words", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist } = await playlistOf(browser, [reps]);
    const noExercise = await browser.post(exerciseApi.playlistItems(playlist.id), { exerciseId: 987_654 });
    expect(noExercise).toMatchObject({
      status: 400,
      body: { error: exerciseWithIdNotFound(987_654), fields: { exerciseId: exerciseWithIdNotFound(987_654) } },
    });
    const noTrack = await browser.post(exerciseApi.playlistItems(playlist.id), { exerciseId: reps.id, musicTrackId: 987_654 });
    expect(noTrack).toMatchObject({ status: 400, body: { fields: { musicTrackId: musicTrackWithIdNotFound(987_654) } } });
    const item = (await browser.get<PlaylistItem[]>(exerciseApi.playlistItems(playlist.id))).body[0]!;
    expect((await browser.patch(exerciseApi.playlistItem(item.id), { musicTrackId: 987_654 })).status).toBe(400);
    expect((await browser.get<Playlist>(exerciseApi.playlist(playlist.id))).body.itemCount).toBe(1);
  });

  it("answers 404 for ids that are not ids", async () => {
    const browser = new TestBrowser(t.app);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "%00"]) {
      expect((await browser.get(`/api/playlists/${id}`)).body).toEqual({ error: playlistMessages.notFound });
      expect((await browser.delete(`/api/playlist-items/${id}`)).body).toEqual({ error: playlistMessages.itemNotFound });
    }
  });

  it("refuses an item beyond the playlist's limit with 409", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist } = await playlistOf(browser);
    await t.services.database.executeSql(
      `insert into playlist_items (playlist_id, position, exercise_id) select $1, g, $2 from generate_series(0, ${PLAYLIST_MAX_ITEMS - 1}) g`,
      [playlist.id, reps.id],
    );
    const full = await browser.post(exerciseApi.playlistItems(playlist.id), { exerciseId: reps.id });
    expect(full).toMatchObject({ status: 409, body: { error: playlistMessages.tooManyItems } });
  });
});

describe("rate limits", () => {
  it("refuses more new playlists per address and hour than a patient makes, with 429 and Retry-After", async () => {
    const browser = new TestBrowser(t.app);
    for (let made = 0; made < PLAYLISTS_MADE_PER_HOUR; made++) {
      expect((await browser.post(exerciseApi.playlists, { name: `P${made}` })).status).toBe(201);
    }
    const refused = await browser.post(exerciseApi.playlists, { name: "One more" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body).toEqual({ error: expect.any(String) });
    // Another address is not affected.
    expect((await new TestBrowser(t.app).post(exerciseApi.playlists, { name: "Mine" })).status).toBe(201);
  });
});

describe("POST /api/playlists/{id}/reorder", () => {
  it("takes every permutation of the playlist's own items and keeps it", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist, items } = await playlistOf(browser, [reps, hold, twoLeg]);
    const [a, b, c] = items.map((item) => item.id) as [number, number, number];
    for (const order of [
      [c, a, b],
      [b, c, a],
      [a, c, b],
      [a, b, c],
    ]) {
      const answer = await browser.post<PlaylistItem[]>(exerciseApi.reorderPlaylist(playlist.id), { itemOrder: order });
      expect(answer.status).toBe(200);
      expect(answer.body.map((item) => item.id)).toEqual(order);
      expect(answer.body.map((item) => item.position)).toEqual([0, 1, 2]);
      expect((await browser.get<PlaylistItem[]>(exerciseApi.playlistItems(playlist.id))).body.map((item) => item.id)).toEqual(order);
    }
  });

  it("refuses duplicates, missing and foreign ids, and keeps the order it had", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist, items } = await playlistOf(browser, [reps, hold, twoLeg]);
    const other = await playlistOf(browser, [reps]);
    const [a, b, c] = items.map((item) => item.id) as [number, number, number];
    for (const itemOrder of [
      [a, a, b],
      [a, b],
      [a, b, c, c],
      [a, b, other.items[0]!.id],
      [a, b, c, other.items[0]!.id],
      [a, b, 999_999],
      [],
    ]) {
      const answer = await browser.post(exerciseApi.reorderPlaylist(playlist.id), { itemOrder });
      expect(answer, JSON.stringify(itemOrder)).toMatchObject({ status: 400, body: { error: playlistMessages.reorderMismatch } });
    }
    expect((await browser.get<PlaylistItem[]>(exerciseApi.playlistItems(playlist.id))).body.map((item) => item.id)).toEqual([a, b, c]);
  });

  it("accepts the empty order of an empty playlist", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist } = await playlistOf(browser);
    expect((await browser.post(exerciseApi.reorderPlaylist(playlist.id), { itemOrder: [] })).body).toEqual([]);
  });

  it("leaves one of the requested orders, whole, when reorders, additions and removals race", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist, items } = await playlistOf(browser, [reps, hold, twoLeg, reps, hold]);
    const ids = items.map((item) => item.id);
    const orders = [ids, [...ids].reverse(), [ids[2]!, ids[0]!, ids[4]!, ids[1]!, ids[3]!], [ids[1]!, ids[3]!, ids[0]!, ids[2]!, ids[4]!]];
    const answers = await Promise.all(
      orders.flatMap((itemOrder) => [
        browser.post(exerciseApi.reorderPlaylist(playlist.id), { itemOrder }),
        browser.post(exerciseApi.reorderPlaylist(playlist.id), { itemOrder }),
      ]),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const final = (await browser.get<PlaylistItem[]>(exerciseApi.playlistItems(playlist.id))).body;
    expect(orders).toContainEqual(final.map((item) => item.id));
    expect(final.map((item) => item.position)).toEqual([0, 1, 2, 3, 4]);

    // An addition racing a reorder: either the reorder came first (the new item last), or it is refused whole.
    const [reordered, added] = await Promise.all([
      browser.post(exerciseApi.reorderPlaylist(playlist.id), { itemOrder: [...ids].reverse() }),
      browser.post<PlaylistItem>(exerciseApi.playlistItems(playlist.id), { exerciseId: hold.id }),
    ]);
    expect(added.status).toBe(201);
    expect([200, 400]).toContain(reordered.status);
    const after = (await browser.get<PlaylistItem[]>(exerciseApi.playlistItems(playlist.id))).body;
    expect(after).toHaveLength(6);
    expect(new Set(after.map((item) => item.id)).size).toBe(6);
    expect(after.at(-1)!.id).toBe(added.body.id);
  });
});
