import { count, eq, sql } from "drizzle-orm";
import { exerciseWithIdNotFound, musicTrackWithIdNotFound } from "#contracts/exercises.ts";
import {
  PLAYLIST_MAX_ITEMS,
  playlistMessages,
  type AddPlaylistItemPayload,
  type PlaylistItem,
  type UpdatePlaylistItemPayload,
} from "#contracts/playlists.ts";
import { overridesProblem, type DosageOverrides } from "#core/exercises/dosage.ts";
import { isPermutationOf } from "#core/playlists/reorder.ts";
import type { Database } from "#db/client.ts";
import { exercises, musicTracks } from "#db/schema/exercises.ts";
import { playlistItems, playlists, type PlaylistItemRow } from "#db/schema/playlists.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "#server/errors.ts";
import { lockOwnedPlaylist } from "./playlist-access.ts";
import type { Caller } from "./playlist-owner.ts";
import { itemsOfPlaylists, type ItemExercise } from "./playlist-view.ts";

/**
 * Adding, changing, removing and reordering a playlist's items: the owner alone, each change in one
 * transaction holding the playlist's row lock, so concurrent changes to one playlist happen one after
 * another and always leave one consistent order.
 */

const problemMessages = {
  "hold-exercise": ["reps", playlistMessages.holdExercise],
  "reps-exercise": ["holdSeconds", playlistMessages.repsExercise],
  "two-leg-exercise": ["side", playlistMessages.sideOfTwoLegExercise],
} as const;

async function exerciseNamed(tx: Database, exerciseId: number): Promise<ItemExercise> {
  const [exercise] = await tx.select().from(exercises).where(eq(exercises.id, exerciseId));
  if (!exercise) {
    const message = exerciseWithIdNotFound(exerciseId);
    throw new InvalidInputError(message, { exerciseId: message });
  }
  return exercise;
}

/** The track an item names: 0 or null is none; an unknown id is refused. */
async function trackNamed(tx: Database, musicTrackId: number | null): Promise<number | null> {
  if (!musicTrackId) return null;
  const [track] = await tx.select({ id: musicTracks.id }).from(musicTracks).where(eq(musicTracks.id, musicTrackId));
  if (!track) {
    const message = musicTrackWithIdNotFound(musicTrackId);
    throw new InvalidInputError(message, { musicTrackId: message });
  }
  return track.id;
}

function refuseUnfitDosage(exercise: ItemExercise, overrides: DosageOverrides): void {
  const problem = overridesProblem(exercise, exercise.unilateral, overrides);
  if (!problem) return;
  const [field, message] = problemMessages[problem];
  throw new InvalidInputError(message, { [field]: message });
}

async function touchPlaylist(tx: Database, playlistId: number): Promise<void> {
  await tx
    .update(playlists)
    .set({ updatedAt: sql`now()` })
    .where(eq(playlists.id, playlistId));
}

async function itemAnswer(tx: Database, row: PlaylistItemRow): Promise<PlaylistItem> {
  const items = (await itemsOfPlaylists(tx, [row.playlistId])).get(row.playlistId)!;
  return items.find((item) => item.id === row.id)!;
}

/** POST /api/playlists/{id}/items: the exercise at the end, with its music, notes and dosage. */
export async function addPlaylistItem(
  db: Database,
  playlistId: number,
  caller: Caller,
  payload: AddPlaylistItemPayload,
): Promise<PlaylistItem> {
  return db.transaction(async (tx) => {
    await lockOwnedPlaylist(tx, playlistId, caller);
    const exercise = await exerciseNamed(tx, payload.exerciseId);
    const musicTrackId = await trackNamed(tx, payload.musicTrackId ?? null);
    const { exerciseId: _exerciseId, musicTrackId: _musicTrackId, notes, load, ...dosage } = payload;
    refuseUnfitDosage(exercise, dosage);
    const [{ items, last }] = (await tx
      .select({ items: count(), last: sql<number | null>`max(${playlistItems.position})` })
      .from(playlistItems)
      .where(eq(playlistItems.playlistId, playlistId))) as [{ items: number; last: number | null }];
    if (items >= PLAYLIST_MAX_ITEMS) throw new ConflictError(playlistMessages.tooManyItems);
    const [row] = await tx
      .insert(playlistItems)
      .values({
        playlistId,
        position: last === null ? 0 : Number(last) + 1,
        exerciseId: payload.exerciseId,
        musicTrackId,
        notes: notes ?? "",
        load: load ?? null,
        sets: dosage.sets ?? null,
        reps: dosage.reps ?? null,
        holdSeconds: dosage.holdSeconds ?? null,
        restSeconds: dosage.restSeconds ?? null,
        side: dosage.side ?? null,
      })
      .returning();
    await touchPlaylist(tx, playlistId);
    return itemAnswer(tx, row!);
  });
}

/** An item and its playlist, locked, if the caller owns the playlist (404 if they may not see it, 403 if not theirs). */
async function lockOwnedItem(tx: Database, itemId: number, caller: Caller): Promise<PlaylistItemRow> {
  const [item] = await tx.select().from(playlistItems).where(eq(playlistItems.id, itemId));
  if (!item) throw new NotFoundError(playlistMessages.itemNotFound);
  await lockOwnedPlaylist(tx, item.playlistId, caller, playlistMessages.itemNotFound);
  // Read again under the lock: a concurrent removal may have taken it meanwhile.
  const [locked] = await tx.select().from(playlistItems).where(eq(playlistItems.id, itemId));
  if (!locked) throw new NotFoundError(playlistMessages.itemNotFound);
  return locked;
}

/** PATCH /api/playlist-items/{itemId}: the music (spec), notes and dosage; null dosage fields go back to the default. */
export async function updatePlaylistItem(
  db: Database,
  itemId: number,
  caller: Caller,
  payload: UpdatePlaylistItemPayload,
): Promise<PlaylistItem> {
  return db.transaction(async (tx) => {
    const item = await lockOwnedItem(tx, itemId, caller);
    const exercise = await exerciseNamed(tx, item.exerciseId);
    const { musicTrackId, notes, load, ...dosage } = payload;
    // The item's dosage after the change, checked whole: a hold set now on top of reps kept from before is refused too.
    const merged = {
      sets: dosage.sets === undefined ? item.sets : dosage.sets,
      reps: dosage.reps === undefined ? item.reps : dosage.reps,
      holdSeconds: dosage.holdSeconds === undefined ? item.holdSeconds : dosage.holdSeconds,
      restSeconds: dosage.restSeconds === undefined ? item.restSeconds : dosage.restSeconds,
      side: dosage.side === undefined ? (item.side as DosageOverrides["side"]) : dosage.side,
    };
    refuseUnfitDosage(exercise, merged);
    const [row] = await tx
      .update(playlistItems)
      .set({
        ...merged,
        ...(musicTrackId !== undefined && { musicTrackId: await trackNamed(tx, musicTrackId) }),
        ...(notes !== undefined && { notes: notes ?? "" }),
        ...(load !== undefined && { load }),
      })
      .where(eq(playlistItems.id, itemId))
      .returning();
    await touchPlaylist(tx, item.playlistId);
    return itemAnswer(tx, row!);
  });
}

/** DELETE /api/playlist-items/{itemId}. The others keep their order (positions may have a gap; answers renumber). */
export async function removePlaylistItem(db: Database, itemId: number, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockOwnedItem(tx, itemId, caller);
    await tx.delete(playlistItems).where(eq(playlistItems.id, itemId));
    await touchPlaylist(tx, item.playlistId);
  });
}

/**
 * POST /api/playlists/{id}/reorder: taken only if `itemOrder` is a permutation of the playlist's own items
 * (core/playlists/reorder.ts), else refused whole. Positions go through negative values first, since
 * PostgreSQL checks the plain unique index on (playlist, position) row by row. Answers the items in order.
 */
export async function reorderPlaylistItems(
  db: Database,
  playlistId: number,
  caller: Caller,
  itemOrder: readonly number[],
): Promise<PlaylistItem[]> {
  return db.transaction(async (tx) => {
    await lockOwnedPlaylist(tx, playlistId, caller);
    const own = await tx.select({ id: playlistItems.id }).from(playlistItems).where(eq(playlistItems.playlistId, playlistId));
    if (
      !isPermutationOf(
        itemOrder,
        own.map((item) => item.id),
      )
    ) {
      throw new InvalidInputError(playlistMessages.reorderMismatch, { itemOrder: playlistMessages.reorderMismatch });
    }
    if (itemOrder.length > 0) {
      await tx
        .update(playlistItems)
        .set({ position: sql`-1 - ${playlistItems.position}` })
        .where(eq(playlistItems.playlistId, playlistId));
      const positions = sql.join(
        itemOrder.map((id, position) => sql`when ${id}::integer then ${position}::integer`),
        sql` `,
      );
      await tx
        .update(playlistItems)
        .set({ position: sql`case ${playlistItems.id} ${positions} end` })
        .where(eq(playlistItems.playlistId, playlistId));
    }
    await touchPlaylist(tx, playlistId);
    return (await itemsOfPlaylists(tx, [playlistId])).get(playlistId)!;
  });
}
