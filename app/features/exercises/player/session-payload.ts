import type { RecordSessionPayload } from "#contracts/playlist-sessions.ts";
import type { SessionSummary } from "#core/player/player-state.ts";

export interface Feeling {
  effort: number | null;
  pain: number | null;
}

/** Most a session may claim (the contract's limit): a day. */
const DAY_SECONDS = 86_400;

/** POST /api/playlists/{id}/sessions's body from a session's summary and how it felt (null: not answered). */
export function sessionPayload(summary: SessionSummary, feeling: Feeling): RecordSessionPayload {
  return {
    activeSeconds: Math.min(DAY_SECONDS, Math.max(0, Math.round(summary.activeSeconds))),
    completedCount: summary.completedCount,
    totalCount: summary.totalCount,
    skippedItemIds: summary.skippedIds,
    effort: feeling.effort,
    pain: feeling.pain,
  };
}
