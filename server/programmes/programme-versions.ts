import { desc, eq, inArray } from "drizzle-orm";
import type { ProgrammeExercise, ProgrammeVersion } from "#contracts/programmes.ts";
import type { Database } from "#db/client.ts";
import { exercises } from "#db/schema/exercises.ts";
import { programmeVersions, type ProgrammeVersionRow } from "#db/schema/programmes.ts";
import { itemsOfPlaylists } from "#server/playlists/playlist-view.ts";

/**
 * Saved versions as they were prescribed, newest first: each with its exercises and their dosage, from its own
 * playlist (frozen once saved: migration 0021's trigger).
 */
export async function versionsOf(db: Database, programmeIds: readonly string[]): Promise<Map<string, ProgrammeVersion[]>> {
  const byProgramme = new Map<string, ProgrammeVersion[]>(programmeIds.map((id) => [id, []]));
  if (programmeIds.length === 0) return byProgramme;
  const rows = await db
    .select()
    .from(programmeVersions)
    .where(inArray(programmeVersions.programmeId, [...programmeIds]))
    .orderBy(desc(programmeVersions.number));
  const exercisesOf = await versionExercises(
    db,
    rows.map((row) => row.playlistId),
  );
  for (const row of rows) byProgramme.get(row.programmeId)!.push(versionOf(row, exercisesOf.get(row.playlistId) ?? []));
  return byProgramme;
}

function versionOf(row: ProgrammeVersionRow, exercises: ProgrammeExercise[]): ProgrammeVersion {
  return {
    id: row.id,
    number: row.number,
    phase: row.phase,
    daysPerWeek: row.daysPerWeek,
    startsOn: row.startsOn,
    reviewOn: row.reviewOn,
    savedAt: row.createdAt.toISOString(),
    playlistId: row.playlistId,
    exercises,
  };
}

/** The playlists' items with their exercises' names, for reading without the library at hand. */
async function versionExercises(db: Database, playlistIds: number[]): Promise<Map<number, ProgrammeExercise[]>> {
  const items = await itemsOfPlaylists(db, playlistIds);
  const exerciseIds = [...new Set([...items.values()].flat().map((item) => item.exerciseId))];
  const named =
    exerciseIds.length === 0
      ? []
      : await db
          .select({ id: exercises.id, name: exercises.name, slug: exercises.slug, unilateral: exercises.unilateral })
          .from(exercises)
          .where(inArray(exercises.id, exerciseIds));
  const byId = new Map(named.map((exercise) => [exercise.id, exercise]));
  return new Map(
    [...items].map(([playlistId, list]) => [
      playlistId,
      list.map((item) => {
        const exercise = byId.get(item.exerciseId)!;
        return {
          itemId: item.id,
          exerciseId: item.exerciseId,
          name: exercise.name,
          slug: exercise.slug,
          unilateral: exercise.unilateral,
          dosage: item.dosage,
          load: item.load,
          notes: item.notes,
        };
      }),
    ]),
  );
}

/** The version a playlist is, with its programme's id, or null when the playlist is no saved version. */
export async function versionPlayedFrom(db: Database, playlistId: number): Promise<ProgrammeVersionRow | null> {
  const [row] = await db.select().from(programmeVersions).where(eq(programmeVersions.playlistId, playlistId));
  return row ?? null;
}
