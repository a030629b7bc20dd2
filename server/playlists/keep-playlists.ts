import { and, desc, eq } from "drizzle-orm";
import type { MyCarePlaylist } from "#contracts/my-care.ts";
import type { Database } from "#db/client.ts";
import { playlistSessions } from "#db/schema/playlist-sessions.ts";
import { playlists } from "#db/schema/playlists.ts";
import type { Owner } from "./playlist-owner.ts";

/** An owner's playlists by name, most recently changed first: what "My care" lists. */
export async function playlistNamesOf(db: Database, owner: Owner): Promise<MyCarePlaylist[]> {
  return db
    .select({ id: playlists.id, name: playlists.name })
    .from(playlists)
    .where(and(eq(playlists.ownerKind, owner.kind), eq(playlists.ownerId, owner.id)))
    .orderBy(desc(playlists.updatedAt), desc(playlists.id));
}

/**
 * A browser's playlists kept in a patient's account (docs/decisions/0047): they and their session logs change
 * owner in one transaction, and from then on follow the patient's session to any device; the browser's cookie
 * owns nothing any more. Answers how many playlists moved.
 */
export async function keepBrowserPlaylists(db: Database, browserOwnerId: string, patientId: string): Promise<number> {
  const browser = { kind: "anonymous", id: browserOwnerId } as const;
  const patient = { ownerKind: "patient", ownerId: patientId } as const;
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(playlists)
      .set(patient)
      .where(and(eq(playlists.ownerKind, browser.kind), eq(playlists.ownerId, browser.id)))
      .returning({ id: playlists.id });
    await tx
      .update(playlistSessions)
      .set(patient)
      .where(and(eq(playlistSessions.ownerKind, browser.kind), eq(playlistSessions.ownerId, browser.id)));
    return moved.length;
  });
}
