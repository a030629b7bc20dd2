import type { Exercise } from "#contracts/exercises.ts";

/**
 * What the 'Play Workout' tab shows until the player's chunk has loaded: the room the player takes (so what
 * is below it does not move when it arrives) and the first exercise's picture at the player's size. Being in
 * the server's HTML, the picture is fetched with the page instead of after the player's code, and is the
 * page's largest paint.
 */
export function PlayerPlaceholder({ exercise }: { exercise: Exercise | undefined }) {
  return (
    <div className="min-h-svh">
      <div className="grid gap-4 rounded-xl border bg-background p-4 sm:p-6">
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
        {exercise?.imageUrl && (
          <div className="grid gap-4 lg:grid-cols-2">
            <video
              className="aspect-video w-full rounded-lg bg-muted"
              poster={exercise.imageUrl}
              preload="none"
              muted
              playsInline
              aria-hidden="true"
            />
          </div>
        )}
      </div>
    </div>
  );
}
