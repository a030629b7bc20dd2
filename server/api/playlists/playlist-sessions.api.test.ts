import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseApi } from "#contracts/paths.ts";
import { sessionLogMessages, type PlaylistSession, type RecordSessionPayload } from "#contracts/playlist-sessions.ts";
import type { Playlist, PlaylistItem } from "#contracts/playlists.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { pageContextOf } from "#server/page-context.ts";
import { SESSION_HISTORY_LENGTH } from "#server/playlists/playlist-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { SESSIONS_LOGGED_PER_HOUR } from "./routes.ts";

/** The session log's API: what it keeps, what it refuses, its order and its lifetime. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let exerciseIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  await seedExerciseLibrary(t.services.database.db);
  exerciseIds = (await new TestBrowser(t.app).get<{ id: number }[]>(exerciseApi.exercises)).body.map((e) => e.id);
}, 120_000);
afterAll(() => t.close());

/** A browser's new playlist of `count` items. */
async function playlistOf(browser: TestBrowser, count = 3, extra: Record<string, unknown> = {}) {
  const { body: playlist } = await browser.post<Playlist>(exerciseApi.playlists, { name: "Knee", ...extra });
  const items: PlaylistItem[] = [];
  for (const exerciseId of exerciseIds.slice(0, count)) {
    items.push((await browser.post<PlaylistItem>(exerciseApi.playlistItems(playlist.id), { exerciseId })).body);
  }
  return { playlist, items, path: exerciseApi.playlistSessions(playlist.id) };
}

const valid: RecordSessionPayload = { activeSeconds: 1_250, completedCount: 2, totalCount: 3, skippedItemIds: [], effort: 6, pain: 3 };

describe("recording a session", () => {
  it("keeps what the player sends and answers it as a PlaylistSession", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist, items, path } = await playlistOf(browser);
    const before = Date.now();
    const answer = await browser.post<PlaylistSession>(path, { ...valid, skippedItemIds: [items[2]!.id] });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toEqual({
      id: expect.any(Number) as unknown as number,
      playlistId: playlist.id,
      activeSeconds: 1_250,
      completedCount: 2,
      totalCount: 3,
      skippedItemIds: [items[2]!.id],
      effort: 6,
      pain: 3,
      endedAt: expect.any(String) as unknown as string,
    });
    expect(Date.parse(answer.body.endedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect((await browser.get<PlaylistSession[]>(path)).body).toEqual([answer.body]);
  });

  it("keeps a session without ratings, and each skipped item once", async () => {
    const browser = new TestBrowser(t.app);
    const { items, path } = await playlistOf(browser);
    const unrated = await browser.post<PlaylistSession>(path, { activeSeconds: 0, completedCount: 0, totalCount: 3, skippedItemIds: [] });
    expect(unrated.body).toMatchObject({ effort: null, pain: null, skippedItemIds: [] });
    const nulls = await browser.post<PlaylistSession>(path, { ...valid, effort: null, pain: null });
    expect(nulls.body).toMatchObject({ effort: null, pain: null });
    const [a, b] = [items[0]!.id, items[1]!.id];
    const twice = await browser.post<PlaylistSession>(path, { ...valid, completedCount: 1, skippedItemIds: [b, a, b] });
    expect(twice.body.skippedItemIds).toEqual([b, a]);
  });

  it("takes every field's bounds, and refuses what lies outside them with the field's words", async () => {
    const browser = new TestBrowser(t.app);
    const { items, path } = await playlistOf(browser);
    const edges: RecordSessionPayload[] = [
      { ...valid, activeSeconds: 0 },
      { ...valid, activeSeconds: 86_400 },
      { ...valid, completedCount: 0, totalCount: 0 },
      { ...valid, completedCount: 3, totalCount: 3 },
      { ...valid, totalCount: 100 },
      { ...valid, effort: 0, pain: 0 },
      { ...valid, effort: 10, pain: 10 },
      { ...valid, completedCount: 0, skippedItemIds: items.map((item) => item.id) },
    ];
    for (const body of edges) expect((await browser.post(path, body)).status, JSON.stringify(body)).toBe(201);

    const refused: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...valid, activeSeconds: -1 }, { activeSeconds: sessionLogMessages.seconds }],
      [{ ...valid, activeSeconds: 86_401 }, { activeSeconds: sessionLogMessages.seconds }],
      [{ ...valid, activeSeconds: 12.5 }, { activeSeconds: sessionLogMessages.seconds }],
      [{ ...valid, activeSeconds: "600" }, { activeSeconds: sessionLogMessages.seconds }],
      [{ ...valid, activeSeconds: undefined }, { activeSeconds: sessionLogMessages.seconds }],
      [{ ...valid, completedCount: -1 }, { completedCount: sessionLogMessages.counts }],
      [{ ...valid, completedCount: 1.5 }, { completedCount: sessionLogMessages.counts }],
      [{ ...valid, totalCount: 101 }, { totalCount: sessionLogMessages.counts }],
      [{ ...valid, totalCount: null }, { totalCount: sessionLogMessages.counts }],
      [{ ...valid, completedCount: 4, totalCount: 3 }, { completedCount: sessionLogMessages.moreDoneThanPlayed }],
      [{ ...valid, skippedItemIds: [0] }, { skippedItemIds: sessionLogMessages.skipped }],
      [{ ...valid, skippedItemIds: [1.5] }, { skippedItemIds: sessionLogMessages.skipped }],
      [{ ...valid, skippedItemIds: Array.from({ length: 101 }, () => items[0]!.id) }, { skippedItemIds: sessionLogMessages.skipped }],
      [{ ...valid, skippedItemIds: [2_147_483_647] }, { skippedItemIds: sessionLogMessages.skipped }],
      [{ ...valid, effort: -1 }, { effort: sessionLogMessages.effort }],
      [{ ...valid, effort: 11 }, { effort: sessionLogMessages.effort }],
      [{ ...valid, effort: 5.5 }, { effort: sessionLogMessages.effort }],
      [{ ...valid, effort: "5" }, { effort: sessionLogMessages.effort }],
      [{ ...valid, pain: -1 }, { pain: sessionLogMessages.pain }],
      [{ ...valid, pain: 11 }, { pain: sessionLogMessages.pain }],
      [{ ...valid, pain: 0.5 }, { pain: sessionLogMessages.pain }],
    ];
    for (const [body, fields] of refused) {
      const answer = await browser.post(path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: Object.values(fields)[0], fields });
    }
    expect((await browser.get<PlaylistSession[]>(path)).body).toHaveLength(edges.length);
  });

  it("refuses skipped items of another playlist, or removed since, with sessionLogMessages.skipped", async () => {
    const browser = new TestBrowser(t.app);
    const mine = await playlistOf(browser);
    const other = await playlistOf(browser, 1);
    const foreign = await browser.post(mine.path, { ...valid, skippedItemIds: [mine.items[0]!.id, other.items[0]!.id] });
    expect(foreign).toMatchObject({
      status: 400,
      body: { error: sessionLogMessages.skipped, fields: { skippedItemIds: sessionLogMessages.skipped } },
    });
    await browser.delete(exerciseApi.playlistItem(mine.items[1]!.id));
    expect((await browser.post(mine.path, { ...valid, skippedItemIds: [mine.items[1]!.id] })).status).toBe(400);
    expect((await browser.get<PlaylistSession[]>(mine.path)).body).toEqual([]);
  });

  it("answers a malformed request with JSON 4xx, never 5xx", async () => {
    const browser = new TestBrowser(t.app);
    const { path } = await playlistOf(browser, 1);
    const answers = [
      await browser.request("POST", path, "{not json"),
      await browser.request("POST", path, "[]"),
      await browser.request("POST", path, "null"),
      await browser.request("POST", path, "42"),
      await browser.request("POST", path, JSON.stringify({ ...valid, skippedItemIds: "1,2" })),
      await browser.request("POST", path, "activeSeconds=5", { "content-type": "application/x-www-form-urlencoded" }),
      await browser.request("POST", path),
      await browser.post(path, { ...valid, padding: "x".repeat(20_000) }),
      await browser.post(exerciseApi.playlistSessions("abc"), valid),
      await browser.post(exerciseApi.playlistSessions("99999999999"), valid),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 415, 400, 413, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(answer.body).toMatchObject({ error: expect.any(String) as unknown as string });
    }
    expect((await browser.get<PlaylistSession[]>(path)).body).toEqual([]);
  });

  it("counts each address's sessions under its own limit", async () => {
    const browser = new TestBrowser(t.app);
    const { path } = await playlistOf(browser, 1);
    const body = { ...valid, completedCount: 1, totalCount: 1 };
    for (let sent = 0; sent < SESSIONS_LOGGED_PER_HOUR; sent++) expect((await browser.post(path, body)).status).toBe(201);
    const over = await browser.post(path, body);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    // Reading the history is not limited.
    expect((await browser.get(path)).status).toBe(200);
  }, 60_000);
});

describe("the history", () => {
  it("lists the last 30 sessions, newest first", async () => {
    const browser = new TestBrowser(t.app);
    const { path } = await playlistOf(browser, 1);
    const recorded = SESSION_HISTORY_LENGTH + 2;
    for (let n = 1; n <= recorded; n++) await browser.post(path, { ...valid, activeSeconds: n, completedCount: 1, totalCount: 1 });
    const { body } = await browser.get<PlaylistSession[]>(path);
    expect(SESSION_HISTORY_LENGTH).toBe(30);
    expect(body.map((s) => s.activeSeconds)).toEqual(Array.from({ length: 30 }, (_, index) => recorded - index));
    expect(body.every((s, index) => index === 0 || s.endedAt <= body[index - 1]!.endedAt)).toBe(true);
  }, 60_000);

  it("orders by when a session ended, not by when its row was written", async () => {
    const browser = new TestBrowser(t.app);
    const { path } = await playlistOf(browser, 1);
    const made: PlaylistSession[] = [];
    for (const activeSeconds of [10, 20, 30])
      made.push((await browser.post<PlaylistSession>(path, { ...valid, activeSeconds, completedCount: 1, totalCount: 1 })).body);
    await t.services.database.db
      .update(playlistSessions)
      .set({ endedAt: sql`now() - interval '2 days'` })
      .where(eq(playlistSessions.id, made[2]!.id));
    const { body } = await browser.get<PlaylistSession[]>(path);
    expect(body.map((s) => s.activeSeconds)).toEqual([20, 10, 30]);
  });

  it("goes with its playlist when the playlist is deleted, and stays behind when it is copied", async () => {
    const browser = new TestBrowser(t.app);
    const { playlist, path } = await playlistOf(browser, 2, { isPublic: true });
    await browser.post(path, valid);
    await browser.post(path, valid);
    const { body: copy } = await browser.post<Playlist>(exerciseApi.copyPlaylist(playlist.id));
    expect((await browser.get(exerciseApi.playlistSessions(copy.id))).body).toEqual([]);
    // Another patient's copy of the public playlist starts with no history either.
    const patient = new TestBrowser(t.app);
    const { body: theirs } = await patient.post<Playlist>(exerciseApi.copyPlaylist(playlist.id));
    expect((await patient.get(exerciseApi.playlistSessions(theirs.id))).body).toEqual([]);

    const rows = () => t.services.database.db.select().from(playlistSessions).where(eq(playlistSessions.playlistId, playlist.id));
    expect(await rows()).toHaveLength(2);
    expect((await browser.delete(exerciseApi.playlist(playlist.id))).status).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await browser.get(path)).status).toBe(404);
  });

  it("is given to the page's loader for the owner only, as the API gives it", async () => {
    const pages = pageContextOf(t.services, "127.0.0.1").exerciseLibrary;
    const owner = new TestBrowser(t.app);
    const { playlist, path } = await playlistOf(owner, 1, { isPublic: true });
    await owner.post(path, { ...valid, completedCount: 1, totalCount: 1 });
    const requestOf = (browser: TestBrowser) =>
      new Request(`http://localhost/exercise-playlist/${playlist.id}`, {
        headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
    expect(await pages.playlistSessions(requestOf(owner), playlist.id)).toEqual((await owner.get(path)).body);
    expect(await pages.playlistSessions(requestOf(new TestBrowser(t.app)), playlist.id)).toBeNull();
    await owner.patch(exerciseApi.playlist(playlist.id), { isPublic: false });
    expect(await pages.playlistSessions(requestOf(new TestBrowser(t.app)), playlist.id)).toBeNull();
  });
});
