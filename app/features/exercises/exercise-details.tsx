import { Link } from "react-router";
import type { Exercise } from "#contracts/exercises.ts";
import { paths } from "#contracts/paths.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { ExerciseDemonstration } from "#app/components/exercise-demonstration.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { exerciseSteps } from "#app/lib/exercise-steps.ts";
import { AddToPlaylistButton } from "./add-to-playlist-button.tsx";
import { DifficultyBadge } from "./difficulty-badge.tsx";
import { dosageText } from "#app/lib/dosage-text.ts";

/** An exercise's own page: its media, what it is for, how to do it, how much, at which stage. */
export function ExerciseDetails({ exercise }: { exercise: Exercise }) {
  const steps = exerciseSteps(exercise);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={paths.exercises} className="text-primary underline underline-offset-2">
          Exercise Library
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.exercisesInCategory(exercise.category)} className="text-primary underline underline-offset-2">
          {exercise.category}
        </Link>
      </nav>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          <ExerciseDemonstration exercise={exercise} />
        </div>
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-brand-deep">{exercise.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={exercise.difficulty} />
            <span className="text-sm text-muted-foreground">
              Stage {exercise.stage}: {exercise.category}
            </span>
          </div>
          <p className="text-lg">{exercise.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border bg-secondary/30 p-4 text-sm">
            <dt className="font-medium">Dosage</dt>
            <dd>{dosageText(exercise.dosage, exercise.unilateral)}</dd>
            <dt className="font-medium">Time</dt>
            <dd>{formatDuration(exercise.duration)}</dd>
            <dt className="font-medium">Equipment</dt>
            <dd>{exercise.equipment.length > 0 ? exercise.equipment.join(", ") : "None"}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <AddToPlaylistButton exercise={exercise} />
            <Button asChild variant="outline" size="sm">
              <Link to={paths.exercisesInCategory(exercise.category)}>More {exercise.category.toLowerCase()} exercises</Link>
            </Button>
          </div>
        </div>
      </div>
      {steps.length > 0 && (
        <section aria-labelledby="instructions-heading" className="mt-10 max-w-3xl">
          <h2 id="instructions-heading" className="text-xl font-semibold">
            Instructions
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6">
            {steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <p className="mt-10 max-w-3xl text-sm text-muted-foreground">
        Do these exercises as your physiotherapist has advised for your stage of recovery. Stop and seek advice if your knee swells, gives
        way, or pain increases.
      </p>
    </article>
  );
}
