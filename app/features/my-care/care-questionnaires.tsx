import { ClipboardCheck } from "lucide";
import { Link } from "react-router";
import type { QuestionnaireSummary } from "#contracts/questionnaires.ts";
import { paths } from "#contracts/paths.ts";
import { timepointLabels } from "#core/outcomes/schedule.ts";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatCalendarDay } from "#core/scheduling/melbourne-time.ts";
import { CareSection } from "./care-section.tsx";

/**
 * My care's questionnaires waiting for answers (docs/decisions/0052): each with when it closes and a way to
 * start or carry on. Shown only when there is one.
 */
export function CareQuestionnaires({ questionnaires }: { questionnaires: QuestionnaireSummary[] }) {
  if (questionnaires.length === 0) return null;
  return (
    <CareSection id="questionnaires" icon={ClipboardCheck} title="Questionnaires">
      <p>
        {practice.practitionerName} asks these to follow how your knee is going. Your answers are saved as you go and read only by you and{" "}
        {practice.practitionerName}.
      </p>
      <ul className="space-y-3">
        {questionnaires.map((questionnaire) => (
          <li key={questionnaire.id} className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold">{questionnaire.instrumentName}</p>
              <p className="text-muted-foreground">
                {timepointLabels[questionnaire.timepoint]}
                {questionnaire.closesOn && <> · open until {formatCalendarDay(questionnaire.closesOn)}</>}
              </p>
            </div>
            <Button asChild variant={questionnaire.state === "in-progress" ? "outline" : "default"}>
              <Link
                to={paths.myCareQuestionnaire(questionnaire.id)}
                aria-label={`${questionnaire.state === "in-progress" ? "Carry on with" : "Start"} ${questionnaire.instrumentName}`}
              >
                {questionnaire.state === "in-progress" ? "Carry on" : "Start"}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </CareSection>
  );
}
