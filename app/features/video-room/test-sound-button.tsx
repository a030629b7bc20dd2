import { Volume2 } from "lucide";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { playTestSound } from "./test-sound.ts";

/** Plays a chime through the chosen speaker, to check the sound before the call. */
export function TestSoundButton({ speakerId, disabled }: { speakerId: string | null; disabled: boolean }) {
  const [playing, setPlaying] = useState(false);
  const play = () => {
    setPlaying(true);
    playTestSound(speakerId)
      .catch((error: unknown) => console.warn("room: the test sound did not play", error))
      .finally(() => setPlaying(false));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" size="sm" onClick={play} disabled={disabled || playing}>
        <Icon node={Volume2} />
        Play a test sound
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {playing ? "Playing: you should hear a short chime." : ""}
      </span>
    </div>
  );
}
