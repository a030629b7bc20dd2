import { asc, eq, inArray } from "drizzle-orm";
import type { Playlist, PlaylistItem } from "#contracts/playlists.ts";
import { dosageSeconds, effectiveDosage, type Dosage, type Side } from "#core/exercises/dosage.ts";
import type { Database } from "#db/client.ts";
import { exercises, type ExerciseRow } from "#db/schema/exercises.ts";
import { playlistItems, type PlaylistItemRow, type PlaylistRow } from "#db/schema/playlists.ts";
import { isOwnedBy, type Caller } from "./playlist-owner.ts";

/** What of its exercise an item's dosage and time depend on. */
export type ItemExercise = Pick<ExerciseRow, "sets" | "reps" | "holdSeconds" | "restSeconds" | "unilateral" | "secondsPerRep">;

export function defaultDosageOf(exercise: ItemExercise): Dosage {
  return { sets: exercise.sets, reps: exercise.reps, holdSeconds: exercise.holdSeconds, restSeconds: exercise.restSeconds, side: "both" };
}

/** An item as the API answers it, at its place among its playlist's items. */
export function itemOf(row: PlaylistItemRow, exercise: ItemExercise, position: number): PlaylistItem {
  const overrides = {
    sets: row.sets,
    reps: row.reps,
    holdSeconds: row.holdSeconds,
    restSeconds: row.restSeconds,
    side: row.side as Side | null,
  };
  const dosage = effectiveDosage(defaultDosageOf(exercise), overrides);
  return {
    id: row.id,
    playlistId: row.playlistId,
    position,
    exerciseId: row.exerciseId,
    musicTrackId: row.musicTrackId,
    notes: row.notes,
    load: row.load,
    dosage,
    overrides,
    duration: dosageSeconds(dosage, exercise),
  };
}

const itemExerciseColumns = {
  sets: exercises.sets,
  reps: exercises.reps,
  holdSeconds: exercises.holdSeconds,
  restSeconds: exercises.restSeconds,
  unilateral: exercises.unilateral,
  secondsPerRep: exercises.secondsPerRep,
};

/** The items of some playlists, each list in its order. */
export async function itemsOfPlaylists(db: Database, playlistIds: readonly number[]): Promise<Map<number, PlaylistItem[]>> {
  const byPlaylist = new Map<number, PlaylistItem[]>(playlistIds.map((id) => [id, []]));
  if (playlistIds.length === 0) return byPlaylist;
  const rows = await db
    .select({ item: playlistItems, exercise: itemExerciseColumns })
    .from(playlistItems)
    .innerJoin(exercises, eq(exercises.id, playlistItems.exerciseId))
    .where(inArray(playlistItems.playlistId, [...playlistIds]))
    .orderBy(asc(playlistItems.playlistId), asc(playlistItems.position));
  for (const { item, exercise } of rows) {
    const list = byPlaylist.get(item.playlistId)!;
    list.push(itemOf(item, exercise, list.length));
  }
  return byPlaylist;
}

/** `logs`: whether the caller may log sessions played of it (its owner, or a programme's patient: ./playlist-access.ts). */
export function playlistOf(row: PlaylistRow, items: readonly PlaylistItem[], caller: Caller, logs = isOwnedBy(row, caller)): Playlist {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    isFeatured: row.isFeatured,
    owner: row.ownerKind === "practice" || row.ownerKind === "programme" ? row.ownerKind : "patient",
    isOwner: isOwnedBy(row, caller),
    logsSessions: logs,
    itemCount: items.length,
    duration: items.reduce((total, item) => total + item.duration, 0),
    copiedFromId: row.copiedFromId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Playlists as the API answers them, items counted and timed. */
export async function playlistsOf(db: Database, rows: readonly PlaylistRow[], caller: Caller): Promise<Playlist[]> {
  const items = await itemsOfPlaylists(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => playlistOf(row, items.get(row.id)!, caller));
}
