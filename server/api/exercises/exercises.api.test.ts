import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseMessages, type Exercise, type MusicTrack } from "#contracts/exercises.ts";
import { exerciseApi } from "#contracts/paths.ts";
import { dosageSeconds } from "#core/exercises/dosage.ts";
import { exercises, musicTracks } from "#db/schema/exercises.ts";
import { EXERCISE_CATALOGUE, RECOVERY_STAGES } from "#db/seeds/exercise-catalogue.ts";
import { seedExerciseLibrary } from "#db/seeds/exercise-library.ts";
import { MUSIC_CATALOGUE } from "#db/seeds/music-catalogue.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: TestBrowser;

beforeAll(async () => {
  t = await createTestApp();
  await seedExerciseLibrary(t.services.database.db);
  browser = new TestBrowser(t.app);
}, 120_000);
afterAll(() => t.close());

describe("the seeded library", () => {
  it("holds every catalogue exercise once, with its stage's category and the time of its default dosage", async () => {
    const { body } = await browser.get<Exercise[]>(exerciseApi.exercises);
    expect(body.map((e) => e.slug).sort()).toEqual(EXERCISE_CATALOGUE.map((e) => e.slug).sort());
    for (const entry of EXERCISE_CATALOGUE) {
      const exercise = body.find((e) => e.slug === entry.slug)!;
      expect(exercise.category).toBe(RECOVERY_STAGES.find((s) => s.stage === entry.stage)!.category);
      expect(exercise.duration).toBe(dosageSeconds({ ...entry, side: "both" }, entry));
      expect(exercise.dosage).toEqual({
        sets: entry.sets,
        reps: entry.reps,
        holdSeconds: entry.holdSeconds,
        restSeconds: entry.restSeconds,
        side: "both",
      });
    }
  });

  it("keeps ids when seeded again, and takes the catalogue's edits", async () => {
    const db = t.services.database.db;
    const before = await db.select({ id: exercises.id, slug: exercises.slug }).from(exercises);
    await db.update(exercises).set({ name: "stale" });
    await seedExerciseLibrary(db);
    const after = await db.select({ id: exercises.id, slug: exercises.slug, name: exercises.name }).from(exercises);
    expect(after.map(({ id, slug }) => ({ id, slug })).sort((a, b) => a.id - b.id)).toEqual(before.sort((a, b) => a.id - b.id));
    expect(after.every((row) => row.name !== "stale")).toBe(true);
    expect(await db.select().from(musicTracks)).toHaveLength(MUSIC_CATALOGUE.length);
  });
});

describe("GET /api/exercises", () => {
  it("lists by stage of recovery, with the spec's fields", async () => {
    const { status, body, headers } = await browser.get<Exercise[]>(exerciseApi.exercises);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("max-age");
    expect(body.map((e) => e.stage)).toEqual([...body.map((e) => e.stage)].sort((a, b) => a - b));
    expect(Object.keys(body[0]!)).toEqual(
      expect.arrayContaining(["id", "name", "description", "instructions", "category", "difficulty", "duration", "videoUrl", "imageUrl"]),
    );
  });

  it("filters by category, and an unknown or empty one gives none or all", async () => {
    const category = EXERCISE_CATALOGUE[0] && RECOVERY_STAGES.find((s) => s.stage === EXERCISE_CATALOGUE[0]!.stage)!.category;
    const { body } = await browser.get<Exercise[]>(exerciseApi.exercisesInCategory(category!));
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((e) => e.category === category)).toBe(true);
    expect((await browser.get<Exercise[]>(exerciseApi.exercisesInCategory("Knitting"))).body).toEqual([]);
    expect((await browser.get<Exercise[]>(exerciseApi.exercisesInCategory(""))).body).toHaveLength(EXERCISE_CATALOGUE.length);
  });

  it("refuses a malformed category with the error body of docs/product/decisions.md, 14", async () => {
    const { status, body } = await browser.get(`${exerciseApi.exercises}?category=${"x".repeat(300)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: "Unknown category", fields: { category: "Unknown category" } });
  });
});

describe("GET /api/exercises/{slug-or-id}", () => {
  it("finds every catalogue exercise by its slug (slugs are url-safe)", async () => {
    for (const { slug } of EXERCISE_CATALOGUE) {
      expect((await browser.get<Exercise>(exerciseApi.exercise(slug))).body.slug, slug).toBe(slug);
    }
  });

  it("answers one exercise by slug or by id", async () => {
    const slug = EXERCISE_CATALOGUE[0]!.slug;
    const bySlug = await browser.get<Exercise>(exerciseApi.exercise(slug));
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.slug).toBe(slug);
    const byId = await browser.get<Exercise>(exerciseApi.exercise(bySlug.body.id));
    expect(byId.body).toEqual(bySlug.body);
  });

  it("answers 404 with the API's body for what does not exist", async () => {
    for (const ref of ["no-such-exercise", "999999", "0", "99999999999999", "%00"]) {
      const { status, body } = await browser.get(`/api/exercises/${ref}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: exerciseMessages.notFound });
    }
  });
});

describe("GET /api/music-tracks", () => {
  it("lists every track with title, artist, duration and its audio", async () => {
    const { status, body } = await browser.get<MusicTrack[]>(exerciseApi.musicTracks);
    expect(status).toBe(200);
    expect(body).toHaveLength(MUSIC_CATALOGUE.length);
    for (const track of body) {
      const entry = MUSIC_CATALOGUE.find((m) => m.slug === track.slug)!;
      expect(track).toMatchObject({ title: entry.title, artist: entry.artist, duration: entry.durationSeconds, audioUrl: entry.audioUrl });
    }
    expect(body.map((track) => track.bpm)).toEqual([...body.map((track) => track.bpm)].sort((a, b) => a - b));
  });
});
