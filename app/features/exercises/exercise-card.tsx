import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { Button } from "#app/components/ui/button.tsx";
import { AddToPlaylistButton } from "./add-to-playlist-button.tsx";
import { DifficultyBadge } from "./difficulty-badge.tsx";
import type { ExerciseSummary } from "./exercise-summary.ts";
import { dosageText } from "#app/lib/dosage-text.ts";

/** One exercise in the library's list: its picture, what it is, and 'Details' / 'Add to Playlist'. */
export function ExerciseCard({ exercise, eager }: { exercise: ExerciseSummary; eager: boolean }) {
  const headingId = `exercise-${exercise.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <img
        src={exercise.imageUrl}
        width={exercise.imageWidth}
        height={exercise.imageHeight}
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[4/3] h-auto w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={exercise.difficulty} />
          <span className="text-xs text-muted-foreground">{exercise.category}</span>
        </div>
        <h3 id={headingId} className="text-lg leading-tight font-semibold">
          {exercise.name}
        </h3>
        <p className="text-sm text-muted-foreground">{exercise.description}</p>
        <p className="text-sm">
          <span className="font-medium">{formatDuration(exercise.duration)}</span>
          <span className="text-muted-foreground"> · {dosageText(exercise.dosage, exercise.unilateral)}</span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.exercise(exercise.slug)} aria-label={`Details: ${exercise.name}`}>
              Details
            </Link>
          </Button>
          <AddToPlaylistButton exercise={exercise} />
        </div>
      </div>
    </article>
  );
}
