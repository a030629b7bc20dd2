import { and, desc, eq, sql } from "drizzle-orm";
import {
  playlistMessages,
  type CreatePlaylistPayload,
  type Playlist,
  type PlaylistItem,
  type PlaylistWithItems,
  type UpdatePlaylistPayload,
} from "#contracts/playlists.ts";
import type { Database } from "#db/client.ts";
import { playlistItems, playlists, type PlaylistRow } from "#db/schema/playlists.ts";
import { ForbiddenError } from "#server/errors.ts";
import { lockOwnedPlaylist, readablePlaylist, readablePlaylistAccess } from "./playlist-access.ts";
import { callerOwning, ownerOf, type Caller, type Owner } from "./playlist-owner.ts";
import { itemsOfPlaylists, playlistOf, playlistsOf } from "./playlist-view.ts";

/** The playlists' use-cases (docs/product/spec.md §7), under the ownership of docs/product/decisions.md, 11 (./playlist-access.ts). */

function refuseFeaturingByPatient(caller: Caller, isFeatured: boolean | undefined): void {
  if (isFeatured && caller.kind !== "practice") throw new ForbiddenError(playlistMessages.featuredByPracticeOnly);
}

export async function getPlaylistWithItems(db: Database, id: number, caller: Caller): Promise<PlaylistWithItems> {
  const { row, access } = await readablePlaylistAccess(db, id, caller);
  const items = (await itemsOfPlaylists(db, [row.id])).get(row.id)!;
  return { playlist: playlistOf(row, items, caller, access.log), items };
}

export async function getPlaylist(db: Database, id: number, caller: Caller): Promise<Playlist> {
  return (await getPlaylistWithItems(db, id, caller)).playlist;
}

export async function listPlaylistItems(db: Database, id: number, caller: Caller): Promise<PlaylistItem[]> {
  return (await getPlaylistWithItems(db, id, caller)).items;
}

/** The caller's own playlists, most recently changed first; none for a browser that has made none. */
export async function listOwnPlaylists(db: Database, caller: Caller): Promise<Playlist[]> {
  const owner = ownerOf(caller);
  if (!owner) return [];
  const rows = await db
    .select()
    .from(playlists)
    .where(and(eq(playlists.ownerKind, owner.kind), eq(playlists.ownerId, owner.id)))
    .orderBy(desc(playlists.updatedAt), desc(playlists.id));
  return playlistsOf(db, rows, caller);
}

/** The practice's featured playlists, oldest first: the order the practitioner made them in. */
export async function listFeaturedPlaylists(db: Database, caller: Caller): Promise<Playlist[]> {
  const rows = await db.select().from(playlists).where(eq(playlists.isFeatured, true)).orderBy(playlists.id);
  return playlistsOf(db, rows, caller);
}

/** A new playlist of `owner` (the caller, or the browser's new owner id); private unless asked otherwise. */
export async function createPlaylist(db: Database, owner: Owner, payload: CreatePlaylistPayload): Promise<Playlist> {
  const caller = callerOwning(owner);
  refuseFeaturingByPatient(caller, payload.isFeatured);
  const [row] = await db
    .insert(playlists)
    .values({
      ownerKind: owner.kind,
      ownerId: owner.id,
      name: payload.name,
      description: payload.description ?? "",
      isPublic: payload.isPublic ?? false,
      isFeatured: payload.isFeatured ?? false,
    })
    .returning();
  return playlistOf(row!, [], caller);
}

/** PATCH: what is sent changes, what is absent stays; the owner alone. */
export async function updatePlaylist(db: Database, id: number, caller: Caller, payload: UpdatePlaylistPayload): Promise<Playlist> {
  refuseFeaturingByPatient(caller, payload.isFeatured);
  const row = await db.transaction(async (tx) => {
    await lockOwnedPlaylist(tx, id, caller);
    const [updated] = await tx
      .update(playlists)
      .set({
        ...(payload.name !== undefined && { name: payload.name }),
        ...(payload.description !== undefined && { description: payload.description ?? "" }),
        ...(payload.isPublic !== undefined && { isPublic: payload.isPublic }),
        ...(payload.isFeatured !== undefined && { isFeatured: payload.isFeatured }),
        updatedAt: sql`now()`,
      })
      .where(eq(playlists.id, id))
      .returning();
    return updated!;
  });
  return (await playlistsOf(db, [row], caller))[0]!;
}

/** Deletes the playlist and its items; the owner alone. */
export async function deletePlaylist(db: Database, id: number, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnedPlaylist(tx, id, caller);
    // A programme's draft goes with its programme (its record), never alone.
    if (row.ownerKind === "programme") throw new ForbiddenError(playlistMessages.notOwner);
    await tx.delete(playlists).where(eq(playlists.id, id));
  });
}

/**
 * A private copy, owned by the caller, of a playlist the caller may see (a public or featured one, or
 * their own): same name, description and items with their dosage, music and notes.
 */
export async function copyPlaylist(db: Database, id: number, caller: Caller, owner: Owner): Promise<Playlist> {
  const source = await readablePlaylist(db, id, caller);
  const row = await db.transaction((tx) => copyPlaylistRows(tx, source, { ownerKind: owner.kind, ownerId: owner.id }));
  return (await playlistsOf(db, [row], callerOwning(owner)))[0]!;
}

/** The copy's rows, in the caller's transaction: a new playlist of `owner` with the source's items, renumbered from 0. */
export async function copyPlaylistRows(
  tx: Database,
  source: PlaylistRow,
  owner: Pick<PlaylistRow, "ownerKind" | "ownerId">,
): Promise<PlaylistRow> {
  const [copy] = await tx
    .insert(playlists)
    .values({ ...owner, name: source.name, description: source.description, copiedFromId: source.id })
    .returning();
  const items = await tx.select().from(playlistItems).where(eq(playlistItems.playlistId, source.id)).orderBy(playlistItems.position);
  if (items.length > 0) {
    await tx.insert(playlistItems).values(items.map(({ id: _id, ...item }, position) => ({ ...item, playlistId: copy!.id, position })));
  }
  return copy!;
}
