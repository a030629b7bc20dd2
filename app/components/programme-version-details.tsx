import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import type { ProgrammeVersion } from "#contracts/programmes.ts";
import { dosageText } from "#app/lib/dosage-text.ts";
import { formatCalendarDay } from "#core/scheduling/melbourne-time.ts";

/**
 * A saved programme version as prescribed (docs/decisions/0050): its phase, days a week and dates, then each
 * exercise with its dosage, load and notes. What the practitioner's history and the patient's My care show.
 */
export function ProgrammeVersionDetails({ version }: { version: ProgrammeVersion }) {
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Phase</dt>
        <dd className="font-medium">{version.phase}</dd>
        <dt className="text-muted-foreground">Days a week</dt>
        <dd className="font-medium">{version.daysPerWeek}</dd>
        <dt className="text-muted-foreground">Starts</dt>
        <dd className="font-medium">{formatCalendarDay(version.startsOn)}</dd>
        {version.reviewOn && (
          <>
            <dt className="text-muted-foreground">Review</dt>
            <dd className="font-medium">{formatCalendarDay(version.reviewOn)}</dd>
          </>
        )}
      </dl>
      <ol className="grid gap-2" aria-label={`Exercises of version ${version.number}`}>
        {version.exercises.map((exercise, index) => (
          <li key={exercise.itemId} className="rounded-md border bg-card p-3 text-sm">
            <p className="font-semibold">
              {index + 1}.{" "}
              <Link to={paths.exercise(exercise.slug)} className="underline-offset-2 hover:underline">
                {exercise.name}
              </Link>
            </p>
            <p>
              {dosageText(exercise.dosage, exercise.unilateral)}
              {exercise.load && <> · {exercise.load}</>}
            </p>
            {exercise.notes && <p className="text-muted-foreground">{exercise.notes}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
