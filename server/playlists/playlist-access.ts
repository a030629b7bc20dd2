import { eq } from "drizzle-orm";
import { playlistMessages } from "#contracts/playlists.ts";
import type { Database } from "#db/client.ts";
import { playlists, type PlaylistRow } from "#db/schema/playlists.ts";
import { ForbiddenError, NotFoundError } from "#server/errors.ts";
import { programmePlaylistAccess } from "#server/programmes/programme-playlist-access.ts";
import { isOwnedBy, type Caller } from "./playlist-owner.ts";

/**
 * Who may see and who may change a playlist (docs/product/decisions.md, 11, docs/decisions/0021): its owner sees and
 * changes it; anyone sees a public or featured one; nobody else learns that a private one exists (404,
 * the same answer as for a playlist that does not). Changing another's visible playlist is 403. A
 * programme's playlists are the practitioner's and their patient's alone (docs/decisions/0050).
 */
function canRead(playlist: PlaylistRow, caller: Caller): boolean {
  return playlist.isPublic || playlist.isFeatured || isOwnedBy(playlist, caller);
}

/** What the caller may do with a playlist: see it, change it, log sessions played of it. */
export interface PlaylistAccess {
  read: boolean;
  change: boolean;
  log: boolean;
}

export async function accessTo(db: Database, playlist: PlaylistRow, caller: Caller): Promise<PlaylistAccess> {
  if (playlist.ownerKind === "programme") return programmePlaylistAccess(db, playlist, caller);
  const owned = isOwnedBy(playlist, caller);
  return { read: owned || canRead(playlist, caller), change: owned, log: owned };
}

/** The playlist and what the caller may do with it, if they may see it; else NotFoundError with `notFound`. */
export async function readablePlaylistAccess(
  db: Database,
  id: number,
  caller: Caller,
  notFound: string = playlistMessages.notFound,
): Promise<{ row: PlaylistRow; access: PlaylistAccess }> {
  const [row] = await db.select().from(playlists).where(eq(playlists.id, id));
  const access = row && (await accessTo(db, row, caller));
  if (!row || !access?.read) throw new NotFoundError(notFound);
  return { row, access };
}

/** The playlist if the caller may see it, else NotFoundError with `notFound` (the playlist's, or its item's, words). */
export async function readablePlaylist(
  db: Database,
  id: number,
  caller: Caller,
  notFound: string = playlistMessages.notFound,
): Promise<PlaylistRow> {
  return (await readablePlaylistAccess(db, id, caller, notFound)).row;
}

/**
 * The caller's own playlist, locked for the rest of the transaction (changes to one playlist's items happen
 * one at a time, so positions and the item count stay consistent); 404 if the caller may not see it, 403
 * if they may see but not change it.
 */
export async function lockOwnedPlaylist(
  tx: Database,
  id: number,
  caller: Caller,
  notFound: string = playlistMessages.notFound,
): Promise<PlaylistRow> {
  const [row] = await tx.select().from(playlists).where(eq(playlists.id, id)).for("update");
  const access = row && (await accessTo(tx, row, caller));
  if (!row || !access?.read) throw new NotFoundError(notFound);
  if (!access.change) throw new ForbiddenError(playlistMessages.notOwner);
  return row;
}
