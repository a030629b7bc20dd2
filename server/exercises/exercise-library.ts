import { asc, eq } from "drizzle-orm";
import type { Difficulty, Exercise, ExerciseCategory, MusicTrack } from "#contracts/exercises.ts";
import type { Database } from "#db/client.ts";
import { exercises, musicTracks, type ExerciseRow, type MusicTrackRow } from "#db/schema/exercises.ts";
import { RECOVERY_STAGES } from "#db/seeds/exercise-catalogue.ts";
import { serialIdOf } from "#server/http/path-id.ts";

/** The library's reads (docs/product/spec.md §7 GET /api/exercises, GET /api/music-tracks; the one exercise). */

export function exerciseOf(row: ExerciseRow): Exercise {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    category: row.category,
    stage: row.stage,
    difficulty: row.difficulty as Difficulty,
    duration: row.durationSeconds,
    videoUrl: row.videoUrl,
    imageUrl: row.imageUrl,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    unilateral: row.unilateral,
    secondsPerRep: row.secondsPerRep,
    dosage: { sets: row.sets, reps: row.reps, holdSeconds: row.holdSeconds, restSeconds: row.restSeconds, side: "both" },
    equipment: row.equipment,
    popularity: row.popularity,
  };
}

function musicTrackOf(row: MusicTrackRow): MusicTrack {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    artist: row.artist,
    duration: row.durationSeconds,
    bpm: row.bpm,
    audioUrl: row.audioUrl,
    audioUrls: row.audioUrls,
  };
}

const libraryOrder = [asc(exercises.stage), asc(exercises.popularity), asc(exercises.id)];

/** Every exercise, or those of one category (its exact name: an unknown one has none). */
export async function listExercises(db: Database, category?: string): Promise<Exercise[]> {
  const query = db.select().from(exercises);
  const rows = await (category ? query.where(eq(exercises.category, category)) : query).orderBy(...libraryOrder);
  return rows.map(exerciseOf);
}

/** Slugs are url-safe: lower-case letters, digits and hyphens. */
const slugPattern = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** One exercise by its slug, or by its id written in digits; null when there is none. */
export async function findExercise(db: Database, slugOrId: string): Promise<Exercise | null> {
  const id = serialIdOf(slugOrId);
  // Anything else cannot be a slug, and is never sent to the database (a NUL byte would be its error).
  if (id === null && !slugPattern.test(slugOrId)) return null;
  const [row] = await db
    .select()
    .from(exercises)
    .where(id !== null ? eq(exercises.id, id) : eq(exercises.slug, slugOrId));
  return row ? exerciseOf(row) : null;
}

/** The stages of recovery that have exercises, in order: the category filter's options. */
export async function exerciseCategories(db: Database): Promise<ExerciseCategory[]> {
  const present = new Set((await db.selectDistinct({ category: exercises.category }).from(exercises)).map((r) => r.category));
  return RECOVERY_STAGES.filter((stage) => present.has(stage.category)).map(({ stage, category, weeks }) => ({ stage, category, weeks }));
}

export async function listMusicTracks(db: Database): Promise<MusicTrack[]> {
  const rows = await db.select().from(musicTracks).orderBy(asc(musicTracks.bpm), asc(musicTracks.id));
  return rows.map(musicTrackOf);
}
