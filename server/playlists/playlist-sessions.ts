import { and, desc, eq } from "drizzle-orm";
import type { PlaylistSession, RecordSessionPayload } from "#contracts/playlist-sessions.ts";
import { sessionLogMessages } from "#contracts/playlist-sessions.ts";
import { programmeMessages } from "#contracts/programmes.ts";
import { sessionLogProblem } from "#core/playlists/session-log.ts";
import type { Database } from "#db/client.ts";
import { playlistSessions, type PlaylistSessionRow } from "#db/schema/playlist-sessions.ts";
import { playlistItems, type PlaylistRow } from "#db/schema/playlists.ts";
import { ForbiddenError, InvalidInputError } from "#server/errors.ts";
import { lockOwnedPlaylist, readablePlaylist } from "./playlist-access.ts";
import { isOwnedBy, type Caller } from "./playlist-owner.ts";

/** How many sessions the history shows: about a month of daily sessions. */
export const SESSION_HISTORY_LENGTH = 30;

/**
 * A playlist's session log: kept for its owner alone, like the playlist's changes (docs/product/decisions.md,
 * 11, docs/decisions/0021): others get the answers a change of theirs would get.
 */

function sessionOf(row: PlaylistSessionRow): PlaylistSession {
  return {
    id: row.id,
    playlistId: row.playlistId,
    activeSeconds: row.activeSeconds,
    completedCount: row.completedCount,
    totalCount: row.totalCount,
    skippedItemIds: row.skippedItemIds,
    effort: row.effort,
    pain: row.pain,
    endedAt: row.endedAt.toISOString(),
  };
}

/** The log's rows of the playlist's owner: the one who may write them. */
const ofOwner = (playlist: PlaylistRow) =>
  and(
    eq(playlistSessions.playlistId, playlist.id),
    eq(playlistSessions.ownerKind, playlist.ownerKind),
    eq(playlistSessions.ownerId, playlist.ownerId),
  );

/**
 * POST /api/playlists/{id}/sessions: a session that just ended, under the playlist's row lock so that the
 * skipped items are checked against the items as they are (an item removed meanwhile is refused).
 */
export async function recordSession(
  db: Database,
  playlistId: number,
  caller: Caller,
  payload: RecordSessionPayload,
): Promise<PlaylistSession> {
  const row = await db.transaction(async (tx) => {
    const playlist = await lockOwnedPlaylist(tx, playlistId, caller);
    // A programme's draft is the practitioner's to edit, never played: its sessions are its versions'.
    if (playlist.ownerKind === "programme") throw new ForbiddenError(programmeMessages.patientOnly);
    const log = await checkedSessionLog(tx, playlistId, payload);
    const [inserted] = await tx
      .insert(playlistSessions)
      .values({
        playlistId,
        ownerKind: playlist.ownerKind,
        ownerId: playlist.ownerId,
        activeSeconds: log.activeSeconds,
        completedCount: log.completedCount,
        totalCount: log.totalCount,
        skippedItemIds: log.skippedItemIds,
        effort: log.effort ?? null,
        pain: log.pain ?? null,
      })
      .returning();
    return inserted!;
  });
  return sessionOf(row);
}

/**
 * A session's log checked against the playlist's items as they are (the caller holds its row lock, or its
 * items are frozen): an item skipped twice (back, then next again) is one skipped item.
 */
export async function checkedSessionLog(tx: Database, playlistId: number, payload: RecordSessionPayload) {
  const items = await tx.select({ id: playlistItems.id }).from(playlistItems).where(eq(playlistItems.playlistId, playlistId));
  const log = { ...payload, skippedItemIds: [...new Set(payload.skippedItemIds)] };
  switch (
    sessionLogProblem(
      log,
      items.map((item) => item.id),
    )
  ) {
    case "foreign-skipped-item":
      throw new InvalidInputError(sessionLogMessages.skipped, { skippedItemIds: sessionLogMessages.skipped });
    case "more-done-than-played":
      throw new InvalidInputError(sessionLogMessages.moreDoneThanPlayed, { completedCount: sessionLogMessages.moreDoneThanPlayed });
  }
  return log;
}

/** GET /api/playlists/{id}/sessions: the owner's last sessions, newest first. */
export async function listSessions(db: Database, playlistId: number, caller: Caller): Promise<PlaylistSession[]> {
  const playlist = await readablePlaylist(db, playlistId, caller);
  if (!isOwnedBy(playlist, caller)) throw new ForbiddenError(sessionLogMessages.ownerOnly);
  const rows = await db
    .select()
    .from(playlistSessions)
    .where(ofOwner(playlist))
    .orderBy(desc(playlistSessions.endedAt), desc(playlistSessions.id))
    .limit(SESSION_HISTORY_LENGTH);
  return rows.map(sessionOf);
}
