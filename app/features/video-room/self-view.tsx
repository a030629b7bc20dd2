import { MediaVideo } from "./media-video.tsx";
import { mirrored, useVideoOnlyStream } from "./self-preview-stream.ts";

/** This side's own picture, small in a corner of the other's (hidden, not removed, when self view is off). */
export function SelfView({ track, shown, note }: { track: MediaStreamTrack | null; shown: boolean; note: string | null }) {
  const stream = useVideoOnlyStream(track);
  return (
    <div
      hidden={!shown}
      className="absolute right-2 bottom-2 aspect-[3/4] w-24 overflow-hidden rounded-lg border-2 border-white/70 bg-black shadow-lg sm:aspect-video sm:w-44"
    >
      <MediaVideo
        stream={stream}
        muted
        data-testid="local-video"
        aria-label="Your own video"
        className={`size-full object-cover ${mirrored(track) ? "-scale-x-100" : ""} ${track ? "" : "invisible"}`}
      />
      {note && <p className="absolute inset-x-0 bottom-0 bg-black/70 px-1 py-0.5 text-center text-[0.7rem] text-white">{note}</p>}
    </div>
  );
}
