import { Volume2, VolumeX } from "lucide";
import type { MusicTrack } from "#contracts/exercises.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { VolumeSlider } from "./volume-slider.tsx";

/** Spec: with a music track, its title and artist, a mute/unmute button and a volume slider (0-100, step 1). */
export function MusicControls(props: {
  track: MusicTrack;
  muted: boolean;
  volume: number;
  onMute: () => void;
  onVolume: (volume: number) => void;
}) {
  const { track, muted, volume } = props;
  return (
    <div className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <p className="text-sm">
        <span className="font-medium">{track.title}</span> <span className="text-muted-foreground">- {track.artist}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="icon" onClick={props.onMute} aria-label={muted ? "Unmute music" : "Mute music"}>
          <Icon node={muted ? VolumeX : Volume2} />
        </Button>
        <VolumeSlider label="Music volume" value={volume} onChange={props.onVolume} />
      </div>
    </div>
  );
}
