import { eq } from "drizzle-orm";
import { playlistMessages } from "#contracts/playlists.ts";
import type { Database } from "#db/client.ts";
import { playlists, type PlaylistRow } from "#db/schema/playlists.ts";
import { ForbiddenError, NotFoundError } from "#server/errors.ts";
import { isOwnedBy, type Caller } from "./playlist-owner.ts";

/**
 * Who may see and who may change a playlist (docs/product/decisions.md, 11, docs/decisions/0021): its owner sees and
 * changes it; anyone sees a public or featured one; nobody else learns that a private one exists (404,
 * the same answer as for a playlist that does not). Changing another's visible playlist is 403.
 */
export function canRead(playlist: PlaylistRow, caller: Caller): boolean {
  return playlist.isPublic || playlist.isFeatured || isOwnedBy(playlist, caller);
}

/** The playlist if the caller may see it, else NotFoundError with `notFound` (the playlist's, or its item's, words). */
export async function readablePlaylist(
  db: Database,
  id: number,
  caller: Caller,
  notFound: string = playlistMessages.notFound,
): Promise<PlaylistRow> {
  const [row] = await db.select().from(playlists).where(eq(playlists.id, id));
  if (!row || !canRead(row, caller)) throw new NotFoundError(notFound);
  return row;
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
  if (!row || !canRead(row, caller)) throw new NotFoundError(notFound);
  if (!isOwnedBy(row, caller)) throw new ForbiddenError(playlistMessages.notOwner);
  return row;
}
