import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { programmes, programmeVersions } from "#db/schema/programmes.ts";
import type { PlaylistRow } from "#db/schema/playlists.ts";
import type { Caller } from "#server/playlists/playlist-owner.ts";

const none = { read: false, change: false, log: false } as const;

/**
 * A programme's playlists (docs/decisions/0050): the practitioner (admin session) sees them all and changes
 * only the draft of a programme still running; the patient sees and plays the saved versions of their own
 * programmes, and logs sessions while the programme runs; nobody else learns they exist.
 */
export async function programmePlaylistAccess(db: Database, playlist: PlaylistRow, caller: Caller) {
  if (caller.kind === "anonymous") return none;
  const [programme] = await db
    .select({ patientId: programmes.patientId, draftPlaylistId: programmes.draftPlaylistId, endedAt: programmes.endedAt })
    .from(programmes)
    .where(eq(programmes.id, playlist.ownerId));
  if (!programme) return none;
  const running = programme.endedAt === null;
  if (caller.kind === "practice") return { read: true, change: running && programme.draftPlaylistId === playlist.id, log: false };
  if (caller.patientId !== programme.patientId) return none;
  const [version] = await db
    .select({ id: programmeVersions.id })
    .from(programmeVersions)
    .where(eq(programmeVersions.playlistId, playlist.id));
  return version ? { read: true, change: false, log: running } : none;
}
