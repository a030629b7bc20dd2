import * as z from "zod/mini";

/**
 * A played session's log: what the player sends when a session ends, and what the playlist page
 * shows as its history. Kept for the playlist's owner only (docs/product/decisions.md, 11's ownership).
 */

export const sessionLogMessages = {
  effort: "Effort is a whole number from 0 to 10",
  pain: "Knee pain is a whole number from 0 to 10",
  seconds: "The session's time must be a whole number of seconds",
  counts: "The exercise counts must be whole numbers",
  skipped: "Skipped items must be this playlist's item ids",
  moreDoneThanPlayed: "Exercises done cannot be more than the exercises in the session",
  ownerOnly: "Only the playlist's owner can see its sessions",
  saved: "Session saved",
  savedDescription: "How it felt is in your history below.",
  saveFailed: "Failed to save session",
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));
/** 0-10: a Borg CR10-like effort and a numeric pain rating. */
export const effortScore = wholeNumber(0, 10, sessionLogMessages.effort);
export const painScore = wholeNumber(0, 10, sessionLogMessages.pain);

/** POST /api/playlists/{id}/sessions (201, answers the PlaylistSession). */
export const recordSessionSchema = z.object({
  /** Seconds the session ran, pauses excluded. At most a day. */
  activeSeconds: wholeNumber(0, 86_400, sessionLogMessages.seconds),
  /** Items played to their end. */
  completedCount: wholeNumber(0, 100, sessionLogMessages.counts),
  /** Items in the playlist when the session ran. */
  totalCount: wholeNumber(0, 100, sessionLogMessages.counts),
  /** Item ids skipped with 'next' before their end (each must be one of the playlist's items). */
  skippedItemIds: z.array(wholeNumber(1, 2_147_483_647, sessionLogMessages.skipped)).check(z.maxLength(100, sessionLogMessages.skipped)),
  // Null or absent: not recorded.
  effort: z.optional(z.nullable(effortScore)),
  pain: z.optional(z.nullable(painScore)),
});
export type RecordSessionPayload = z.input<typeof recordSessionSchema>;

/** One logged session, as POST answers it and GET /api/playlists/{id}/sessions lists them (newest first). */
export interface PlaylistSession {
  id: number;
  playlistId: number;
  activeSeconds: number;
  completedCount: number;
  totalCount: number;
  skippedItemIds: number[];
  effort: number | null;
  pain: number | null;
  /** ISO instant the session ended (when it was recorded). */
  endedAt: string;
}
