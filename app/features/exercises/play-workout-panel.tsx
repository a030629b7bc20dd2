import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import { exerciseMessages, exerciseWithIdNotFound } from "#contracts/exercises.ts";
import type { PlaylistItem } from "#contracts/playlists.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { dosageText } from "./dosage-text.ts";

/**
 * The 'Play Workout' tab until the player arrives (a later issue loads it with this tab): what will play, in
 * order, with each item's time and music, and the session's total time.
 */
export function PlayWorkoutPanel({ items, exercises, tracks }: { items: PlaylistItem[]; exercises: Map<number, Exercise>; tracks: MusicTrack[] }) {
  const total = items.reduce((sum, item) => sum + item.duration, 0);
  return (
    <section aria-labelledby="workout-heading" className="rounded-xl border bg-secondary/30 p-5">
      <h2 id="workout-heading" className="text-lg font-semibold">
        Your workout: {items.length} exercises, {formatDuration(total)}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">In this order, each at its own dosage, with its music.</p>
      <ol className="mt-4 grid gap-2">
        {items.map((item, index) => {
          const exercise = exercises.get(item.exerciseId);
          const track = tracks.find((candidate) => candidate.id === item.musicTrackId);
          return (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b pb-2 last:border-b-0">
              <span>
                <span className="text-muted-foreground">{index + 1}.</span>{" "}
                <span className="font-medium">{exercise?.name ?? exerciseWithIdNotFound(item.exerciseId)}</span>
                <span className="block text-sm text-muted-foreground">
                  {dosageText(item.dosage, exercise?.unilateral ?? false)} · {track ? `${track.title} - ${track.artist}` : exerciseMessages.noMusic}
                </span>
              </span>
              <span className="text-sm font-medium tabular-nums">{formatDuration(item.duration)}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-right font-semibold">Total time: {formatDuration(total)}</p>
    </section>
  );
}
