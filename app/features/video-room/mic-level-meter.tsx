import { useAudioLevel } from "./use-audio-level.ts";

/** The microphone's level as a bar, and in words once it has heard something. */
export function MicLevelMeter({ track }: { track: MediaStreamTrack | null }) {
  const { meter, heard } = useAudioLevel(track);
  return (
    <div className="space-y-1.5">
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
        <div ref={meter} className="h-full origin-left scale-x-0 rounded-full bg-success transition-transform duration-75" />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {!track ? "No microphone yet." : heard ? "Your microphone is picking up sound." : "Say something: the bar moves when we hear you."}
      </p>
    </div>
  );
}
