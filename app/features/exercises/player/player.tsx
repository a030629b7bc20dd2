import { Maximize, Minimize, Pause, Play, SkipBack, SkipForward, Square } from "lucide";
import { useEffect, useMemo, useRef, useState } from "react";
import { exerciseMessages } from "#contracts/exercise-messages.ts";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import type { Playlist, PlaylistItem } from "#contracts/playlists.ts";
import { canGoNext, canGoPrevious, end, isPlaying, next, pause, play, previous, summarize } from "#core/player/player-state.ts";
import { formatClock, locate, planSession, type Position } from "#core/player/session-plan.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { exerciseSteps } from "#app/lib/exercise-steps.ts";
import { DifficultyBadge } from "#app/features/exercises/difficulty-badge.tsx";
import { Cues } from "./cues.ts";
import { ExerciseMedia } from "./exercise-media.tsx";
import { MusicControls } from "./music-controls.tsx";
import { phaseTitle, setText, upcomingText } from "./phase-text.ts";
import { playerMessages } from "./player-messages.ts";
import { SessionSummary } from "./session-summary.tsx";
import { useFullscreen } from "#app/lib/use-fullscreen.ts";
import { usePlayerKeys } from "./use-player-keys.ts";
import { useSessionClock } from "./use-session-clock.ts";
import { useWakeLock } from "./use-wake-lock.ts";
import { VolumeSlider } from "./volume-slider.tsx";

interface Props {
  playlist: Playlist;
  items: PlaylistItem[];
  exercises: Map<number, Exercise>;
  tracks: MusicTrack[];
}

/** Spec §9: volume 0-100, default 80. */
const DEFAULT_VOLUME = 80;
/** The music's level under a cue. */
const DUCKED = 0.3;
// An item whose exercise is gone (docs/product/spec.md §8) still plays its dosage, at a common tempo.
const fallbackTiming = { unilateral: false, secondsPerRep: 3 };

/**
 * The 'Play Workout' tab (docs/product/spec.md §2 "Playlist player", §4): a guided session through the playlist's
 * items at their dosage, with their music, cues, and a summary at the end. Loaded with its tab only.
 */
export default function Player({ playlist, items, exercises, tracks }: Props) {
  const plan = useMemo(
    () =>
      planSession(
        items.map((item) => {
          const exercise = exercises.get(item.exerciseId);
          return {
            id: item.id,
            dosage: item.dosage,
            timing: exercise ? { unilateral: exercise.unilateral, secondsPerRep: exercise.secondsPerRep } : fallbackTiming,
          };
        }),
      ),
    [items, exercises],
  );
  const { state, act, restart } = useSessionClock(plan);
  const position = locate(plan, state.elapsedMs);
  if (!position) return <p className="rounded-xl border border-dashed p-10 text-center text-lg">{exerciseMessages.emptyPlaylist}</p>;
  if (state.done)
    return (
      <SessionSummary
        playlist={playlist}
        summary={summarize(plan, state)}
        nameOf={(id) =>
          exerciseName(
            exercises,
            items.find((item) => item.id === id),
          )
        }
        onRestart={restart}
      />
    );
  return (
    <SessionView
      {...{ items, exercises, tracks, position }}
      playing={isPlaying(state)}
      canPrevious={canGoPrevious(plan, state)}
      canNext={canGoNext(plan, state)}
      act={act}
    />
  );
}

const exerciseName = (exercises: Map<number, Exercise>, item: PlaylistItem | undefined) =>
  (item && exercises.get(item.exerciseId)?.name) ?? "Exercise";

interface SessionProps {
  items: PlaylistItem[];
  exercises: Map<number, Exercise>;
  tracks: MusicTrack[];
  position: Position;
  playing: boolean;
  canPrevious: boolean;
  canNext: boolean;
  act: ReturnType<typeof useSessionClock>["act"];
}

function SessionView({ items, exercises, tracks, position, playing, canPrevious, canNext, act }: SessionProps) {
  const item = items[position.itemIndex]!;
  const exercise = exercises.get(item.exerciseId);
  const track = tracks.find((candidate) => candidate.id === item.musicTrackId);
  const name = exerciseName(exercises, item);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const [ducked, setDucked] = useState(false);
  const [cueVolume, setCueVolume] = useState(DEFAULT_VOLUME);
  const [spoken, setSpoken] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const audio = useRef<HTMLAudioElement>(null);
  const root = useRef<HTMLElement>(null);
  const cues = useMemo(() => new Cues(setDucked), []);
  const fullscreen = useFullscreen(root);
  useWakeLock(playing);
  useEffect(() => () => cues.close(), [cues]);

  // The item's music plays with the session and pauses with it (docs/product/spec.md §4); a refused play is logged only.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    if (playing) element.play().catch((error: unknown) => console.warn("music did not play", error));
    else element.pause();
  }, [playing, track?.audioUrl]);
  useEffect(() => {
    if (!audio.current) return;
    audio.current.volume = (volume / 100) * (ducked ? DUCKED : 1);
    audio.current.muted = muted;
  }, [volume, muted, ducked, track?.audioUrl]);

  // Cues on the phase's changes and its last three seconds, while playing only (pause silences them).
  const previousPosition = useRef(position);
  useEffect(() => {
    const before = previousPosition.current;
    previousPosition.current = position;
    if (!playing) {
      cues.silence();
      return;
    }
    const phaseChanged =
      before.phase !== position.phase ||
      before.itemIndex !== position.itemIndex ||
      before.set !== position.set ||
      before.side !== position.side;
    if (phaseChanged) {
      if (before.phase === "work") cues.tone("end", cueVolume);
      if (position.phase === "work") cues.tone("start", cueVolume);
      const words = spokenCue(position, name, item);
      setAnnouncement(words);
      if (spoken) cues.speak(words, cueVolume);
    } else if (
      (position.phase === "work" || position.phase === "get-ready") &&
      position.phaseRemainingSeconds <= 3 &&
      position.phaseRemainingSeconds !== before.phaseRemainingSeconds
    ) {
      cues.tone("count", cueVolume);
    }
  }, [position, playing, cues, cueVolume, spoken, name, item]);

  const announce = (text: string) => setAnnouncement(text);
  const controls = {
    togglePlay: () => {
      if (playing) {
        act(pause);
        announce("Paused");
      } else {
        cues.unlock();
        act(play);
        announce("Playing");
      }
    },
    previous: () => {
      if (!canPrevious) return;
      act(previous);
      announce(`Previous: ${exerciseName(exercises, items[position.itemIndex - 1])}`);
    },
    next: () => {
      if (!canNext) return;
      act(next);
      announce(`Next: ${exerciseName(exercises, items[position.itemIndex + 1])}`);
    },
    toggleMute: () => {
      if (!track) return;
      setMuted(!muted);
      announce(muted ? "Music unmuted" : "Music muted");
    },
  };
  usePlayerKeys(true, controls);

  const instructions = exercise ? exerciseSteps(exercise) : [];
  const upcoming = upcomingText(position.next, position.setsInItem, (index) => exerciseName(exercises, items[index]));
  const remaining = playerMessages.remaining(formatClock(position.itemRemainingSeconds));
  const progress = Math.round(position.itemProgressPercent);

  return (
    <>
      <section
        ref={root}
        aria-labelledby="now-playing"
        className="grid gap-4 rounded-xl border bg-background p-4 sm:p-6 [&:fullscreen]:overflow-y-auto"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id="now-playing" className="text-sm font-semibold tracking-wide text-primary uppercase">
            {playerMessages.nowPlaying}
          </h2>
          <span className="text-sm text-muted-foreground">{playerMessages.position(position.itemIndex + 1, items.length)}</span>
          {exercise && <span className="text-sm text-muted-foreground">{exercise.category}</span>}
          {exercise && <DifficultyBadge difficulty={exercise.difficulty} />}
        </div>

        <h3 className="text-3xl font-bold sm:text-4xl">{name}</h3>
        <div className="grid gap-4 lg:grid-cols-2">
          <ExerciseMedia exercise={exercise} playing={playing} />
          <div className="grid content-start gap-4">
            <div className="grid gap-1 rounded-lg bg-brand-deep p-4 text-center text-white" data-phase={position.phase}>
              <p className="text-lg font-semibold sm:text-xl">{phaseTitle(position)}</p>
              <p
                role="timer"
                className="text-6xl font-bold tabular-nums sm:text-7xl"
                aria-label={`${position.phaseRemainingSeconds} seconds`}
              >
                {position.phaseRemainingSeconds}
              </p>
              <p className="text-xl font-medium sm:text-2xl">{setText(position, item.dosage)}</p>
              <p className="text-white/85">{upcoming}</p>
            </div>

            <div className="grid gap-1">
              <div
                role="progressbar"
                aria-label="Exercise progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                aria-valuetext={remaining}
                className="h-3 overflow-hidden rounded-full bg-muted"
              >
                {/* Keyed by item: a new item's bar starts empty instead of sliding back. */}
                <div
                  key={position.itemIndex}
                  className="h-full bg-primary motion-safe:transition-[width] motion-safe:duration-1000 motion-safe:ease-linear"
                  style={{ width: `${progress}%` }}
                />
              </div>
              <p className="text-right text-lg font-medium tabular-nums">{remaining}</p>
            </div>

            <div className="flex items-center justify-center gap-4">
              <Button
                type="button"
                variant="outline"
                className="size-16 rounded-full"
                onClick={controls.previous}
                disabled={!canPrevious}
                aria-label="Previous exercise"
              >
                <Icon node={SkipBack} className="size-7" />
              </Button>
              <Button type="button" className="size-20 rounded-full" onClick={controls.togglePlay} aria-label={playing ? "Pause" : "Play"}>
                <Icon node={playing ? Pause : Play} className="size-9" />
              </Button>
              <Button
                type="button"
                variant="outline"
                className="size-16 rounded-full"
                onClick={controls.next}
                disabled={!canNext}
                aria-label="Next exercise"
              >
                <Icon node={SkipForward} className="size-7" />
              </Button>
            </div>
          </div>
        </div>

        <div className="grid gap-3">
          {exercise && <p className="text-muted-foreground">{exercise.description}</p>}
          {instructions.length > 0 && (
            <div className="rounded-lg bg-secondary/50 p-3">
              <p className="font-semibold">{playerMessages.instructions}</p>
              <ol className="mt-1 list-decimal pl-5 text-sm">
                {instructions.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </div>
          )}
        </div>

        {track && <MusicControls track={track} muted={muted} volume={volume} onMute={controls.toggleMute} onVolume={setVolume} />}
        {track && <audio ref={audio} src={musicUrl(track)} loop preload="none" data-testid="player-music" />}

        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <div className="flex flex-wrap items-center gap-4">
            <VolumeSlider label="Cue volume" value={cueVolume} onChange={setCueVolume} />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={spoken}
                onChange={(event) => setSpoken(event.target.checked)}
              />{" "}
              Spoken cues
            </label>
          </div>
          <div className="flex flex-wrap gap-2">
            {fullscreen.available && (
              <Button type="button" variant="outline" onClick={fullscreen.toggle}>
                <Icon node={fullscreen.active ? Minimize : Maximize} /> {fullscreen.active ? "Exit full screen" : "Full screen"}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => act(end)}>
              <Icon node={Square} /> End session
            </Button>
          </div>
        </div>
        <p className="hidden text-sm text-muted-foreground lg:block">Keyboard: Space play/pause, ← → previous/next, M mute.</p>
      </section>
      <p aria-live="polite" role="status" aria-label="Player announcements" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

/**
 * The track's first format this browser plays (Opus in WebM, about half the MP3's bytes), else its MP3. A
 * media element reads its download on the main thread: the fewer bytes, the shorter those tasks while playing.
 */
function musicUrl(track: MusicTrack): string {
  formatProbe ??= document.createElement("audio");
  const probe = formatProbe;
  return track.audioUrls.find((source) => probe.canPlayType(source.type) !== "")?.url ?? track.audioUrl;
}
let formatProbe: HTMLAudioElement | undefined;

/** What the patient hears (and a screen reader is told) as a phase starts. */
function spokenCue(position: Position, name: string, item: PlaylistItem): string {
  if (position.phase === "get-ready") return `Get ready: ${name}. ${setText(position, item.dosage)}`;
  if (position.phase === "work") return setText(position, item.dosage);
  if (position.phase === "rest") return `${phaseTitle(position)}, ${position.phaseRemainingSeconds} seconds`;
  return "Session complete";
}
