import type { OutcomeProgress } from "#contracts/outcome-progress.ts";
import { OutcomeMeasures } from "#app/components/outcome-progress/instrument-progress.tsx";

/** "My care"'s Progress: the patient's own scores over time, as their practitioner sees them. */
export function CareProgress({ progress }: { progress: OutcomeProgress }) {
  return (
    <>
      <p>
        Each questionnaire you send is scored from 0 to 100, where 100 is a knee without problems: how your scores have changed since
        surgery.
      </p>
      <OutcomeMeasures progress={progress} empty="When you have filled in a questionnaire about your knee, your scores appear here." />
    </>
  );
}
