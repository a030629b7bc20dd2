import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { dosageSeconds } from "#core/exercises/dosage.ts";
import type { Database } from "#db/client.ts";
import { exercises, musicTracks } from "#db/schema/exercises.ts";
import { EXERCISE_CATALOGUE, RECOVERY_STAGES, type CatalogueExercise } from "./exercise-catalogue.ts";
import { MUSIC_CATALOGUE } from "./music-catalogue.ts";

/** On conflict, every column but the id and the slug takes the new row's value: the repository's catalogue is the truth. */
function newValues(table: PgTable) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== "id" && key !== "slug")
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

function categoryOf(stage: CatalogueExercise["stage"]): string {
  const found = RECOVERY_STAGES.find((s) => s.stage === stage);
  if (!found) throw new Error(`exercise catalogue: no recovery stage ${stage}`);
  return found.category;
}

export function exerciseRowOf(exercise: CatalogueExercise) {
  const { stage, unilateral, secondsPerRep } = exercise;
  return {
    ...exercise,
    category: categoryOf(stage),
    // docs/product/decisions.md, 21: the spec's duration is the time the default dosage takes, rests included.
    durationSeconds: dosageSeconds({ ...exercise, side: "both" }, { unilateral, secondsPerRep }),
  };
}

/**
 * The exercise library and the music, upserted by slug at every start: ids stay stable (playlists point
 * at them) and an edit of the catalogue reaches the database. A slug dropped from the catalogue keeps its
 * row, since playlists may still hold it.
 */
export async function seedExerciseLibrary(db: Database): Promise<void> {
  await db
    .insert(exercises)
    .values(EXERCISE_CATALOGUE.map(exerciseRowOf))
    .onConflictDoUpdate({ target: exercises.slug, set: newValues(exercises) });
  await db
    .insert(musicTracks)
    .values([...MUSIC_CATALOGUE])
    .onConflictDoUpdate({ target: musicTracks.slug, set: newValues(musicTracks) });
}
