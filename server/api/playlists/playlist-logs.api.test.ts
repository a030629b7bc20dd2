import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseApi } from "#contracts/paths.ts";
import type { PlaylistSession } from "#contracts/playlist-sessions.ts";
import type { Playlist, PlaylistItem } from "#contracts/playlists.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { createLogger } from "#server/logger.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";

/** docs/product/decisions.md, 19 for playlists: their ids in the logs, never what a patient wrote in them. */
let lines = "";
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines += chunk.toString();
      done();
    },
  });
  t = await createTestApp({}, { logger: createLogger("trace", capture) });
  await seedExerciseLibrary(t.services.database.db);
}, 120_000);
afterAll(() => t.close());

describe("playlists in the logs", () => {
  it("names playlists and their sessions by id and keeps out their names, descriptions, notes and ratings", async () => {
    const browser = new TestBrowser(t.app);
    const written = {
      name: "Wilhelmina's knee after the Geelong fall",
      description: "Surgeon Dr Quarrington, 12 May",
      notes: "Swelling after netball on Tuesday",
    };
    const { body: playlist } = await browser.post<Playlist>(exerciseApi.playlists, {
      name: written.name,
      description: written.description,
    });
    const [exercise] = (await browser.get<{ id: number }[]>(exerciseApi.exercises)).body;
    const { body: item } = await browser.post<PlaylistItem>(exerciseApi.playlistItems(playlist.id), {
      exerciseId: exercise!.id,
      notes: written.notes,
    });
    const { body: session } = await browser.post<PlaylistSession>(exerciseApi.playlistSessions(playlist.id), {
      activeSeconds: 900,
      completedCount: 0,
      totalCount: 1,
      skippedItemIds: [item.id],
      effort: 7,
      pain: 4,
    });
    await browser.post(exerciseApi.copyPlaylist(playlist.id));
    await browser.delete(exerciseApi.playlistItem(item.id));
    await browser.delete(exerciseApi.playlist(playlist.id));
    expect(lines).toContain(`"playlistId":${playlist.id}`);
    // A logged session by its id; how it felt stays out.
    expect(lines).toContain(`"sessionId":${session.id}`);
    expect(lines).not.toMatch(/"(effort|pain|skippedItemIds)"/);
    for (const value of Object.values(written)) expect(lines).not.toContain(value);
  });
});
