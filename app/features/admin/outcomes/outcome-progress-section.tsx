import type { OutcomeProgressPage } from "#contracts/outcome-progress.ts";
import { OutcomeMeasures } from "#app/components/outcome-progress/instrument-progress.tsx";
import { ReportConsents } from "./report-consents.tsx";

/** The practitioner's outcome measures of a patient, and the report to the surgeon: the Progress tab's part of them. */
export function OutcomeProgressSection({ page }: { page: OutcomeProgressPage }) {
  return (
    <div className="space-y-10">
      <OutcomeMeasures
        progress={page.progress}
        empty="The patient has not sent a questionnaire yet: their scores appear here once they do."
      />
      <ReportConsents page={page} />
    </div>
  );
}
