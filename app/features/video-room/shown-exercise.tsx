import { useId, useState } from "react";
import { ExerciseDemonstration } from "#app/components/exercise-demonstration.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { dosageText } from "#app/lib/dosage-text.ts";
import { exerciseSteps } from "#app/lib/exercise-steps.ts";
import { LoadFailed } from "./load-failed.tsx";
import { useShownExercise } from "./use-library.ts";

/**
 * The exercise the practitioner put in front of the patient: its name, dosage, demonstration and cues, as
 * the library shows them. Both sides see it; the practitioner can hide it from here.
 */
export function ShownExercise({ slug, shownBy, onHide }: { slug: string; shownBy: string; onHide: (() => void) | null }) {
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const loaded = useShownExercise(slug, attempt);
  const steps = loaded?.status === "loaded" ? exerciseSteps(loaded.value) : [];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="shown-exercise"
      className="flex flex-col gap-3 rounded-xl border-2 border-primary/40 bg-card p-4"
    >
      <p className="text-xs font-medium tracking-wide text-primary uppercase">
        {onHide ? "Shown to the patient" : `${shownBy} is showing you`}
      </p>
      <h2 id={headingId} className="text-xl font-semibold text-brand-deep">
        {loaded?.status === "loaded" ? loaded.value.name : "Exercise"}
      </h2>
      {loaded?.status === "loaded" ? (
        <>
          <p className="text-sm">
            <span className="font-medium">Dosage: </span>
            {dosageText(loaded.value.dosage, loaded.value.unilateral)}
          </p>
          <ExerciseDemonstration exercise={loaded.value} />
          {steps.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold">How to do it</h3>
              <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
                {steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </div>
          )}
        </>
      ) : loaded?.status === "failed" ? (
        <LoadFailed what="The exercise" onRetry={() => setAttempt((count) => count + 1)} />
      ) : (
        <p className="text-sm text-muted-foreground">Loading the exercise…</p>
      )}
      {onHide && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={onHide}>
          Hide
        </Button>
      )}
    </section>
  );
}
