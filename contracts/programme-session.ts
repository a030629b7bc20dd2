import * as z from "zod/mini";
import { effortScore, painScore, recordSessionSchema } from "./playlist-sessions.ts";

/**
 * A played session of a programme version (docs/decisions/0050): the player's own session payload
 * (contracts/playlist-sessions.ts), sealed as `programme-session` on its `programme_sessions` row. Skipped
 * item ids are the version's playlist items, which never change once saved, so they keep naming the same
 * exercises. What `programmeSessionLogs` (server/programmes/programme-session-logs.ts) opens.
 */
export const programmeSessionLogSchema = z.object({
  ...recordSessionSchema.shape,
  // Null: not recorded.
  effort: z.nullable(effortScore),
  pain: z.nullable(painScore),
});
export type ProgrammeSessionLog = z.infer<typeof programmeSessionLogSchema>;

/** One opened session log, with where it belongs and when it ended (ISO instant, kept in the clear). */
export interface ProgrammeSessionEntry {
  id: string;
  programmeId: string;
  versionId: string;
  versionNumber: number;
  endedAt: string;
  log: ProgrammeSessionLog;
}

/** POST /api/playlists/{id}/sessions's answer (201) when the playlist is a programme version. */
export interface ProgrammeSessionRecorded {
  id: string;
  versionId: string;
  endedAt: string;
}
