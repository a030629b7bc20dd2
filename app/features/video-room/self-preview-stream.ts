import { useMemo } from "react";

/** A stream of one video track for a self view (the microphone stays out of it: no echo of oneself). */
export function useVideoOnlyStream(track: MediaStreamTrack | null): MediaStream | null {
  return useMemo(() => (track ? new MediaStream([track]) : null), [track]);
}

/** A front camera is shown mirrored, as a mirror would; a back camera or a shared screen as it is. */
export function mirrored(track: MediaStreamTrack | null): boolean {
  return track !== null && track.kind === "video" && track.getSettings().facingMode !== "environment" && track.contentHint !== "detail";
}
