import { lazy, Suspense } from "react";
import type { OutcomeProgress } from "#contracts/outcome-progress.ts";
import { changeText, weekText, type InstrumentProgress } from "#core/outcomes/progress.ts";
import { formatCalendarDay } from "#core/scheduling/melbourne-time.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { shortSubscaleName } from "./subscale-names.ts";

// The chart library loads with the first chart, in the browser only: no other page carries it (docs/decisions/0053).
const ProgressChart = lazy(() => import("./progress-chart.tsx"));

const CHART_BOX = "h-[300px] w-full";
const cell = "px-2 py-1.5 text-right tabular-nums";
const scoreText = (score: number | null) => (score === null ? "–" : String(score));

/** The surgery date and the weeks since, above the measures. */
export function SurgeryLine({ progress }: { progress: OutcomeProgress }) {
  if (!progress.surgeryDate)
    return <p className="text-muted-foreground">No surgery date in the intake: scores are shown in the order they were sent.</p>;
  return (
    <p>
      Surgery on <strong>{formatCalendarDay(progress.surgeryDate)}</strong>
      {progress.weeksSinceSurgery !== null && <>: {progress.weeksSinceSurgery} weeks ago</>}.
    </p>
  );
}

/**
 * One instrument: its chart (for the eye, hidden from assistive technology) and the same numbers as tables,
 * each subscale's first, latest and change, and every questionnaire's scores by week since surgery.
 */
export function InstrumentProgressView({ instrument }: { instrument: InstrumentProgress }) {
  const hydrated = useHydrated();
  const id = `progress-${instrument.instrumentId}`;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-brand-deep">
        {instrument.name}
      </h3>
      <div aria-hidden="true" className={CHART_BOX}>
        {hydrated && (
          <Suspense fallback={null}>
            <ProgressChart instrument={instrument} />
          </Suspense>
        )}
      </div>
      <ScrollableTable label={`${instrument.name}: change`}>
        <caption className="caption-top px-2 py-2 text-left text-sm text-muted-foreground">
          Scores from 0 to 100, 100 the best knee: the first, the latest and the change.
        </caption>
        <ColumnHeaders first="Score" others={["First", "Latest", "Change"]} />
        <tbody>
          {instrument.changes.map((change) => (
            <tr key={change.subscaleId} className="border-t">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {change.name}
              </th>
              <td className={cell}>{scoreText(change.baseline)}</td>
              <td className={cell}>{scoreText(change.latest)}</td>
              <td className={cell}>{changeText(change.change)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <ScrollableTable label={`${instrument.name}: scores over time`}>
        <caption className="caption-top px-2 py-2 text-left text-sm text-muted-foreground">
          Every questionnaire sent, by week since surgery.
        </caption>
        <ColumnHeaders first="Week" others={instrument.subscales.map((subscale) => shortSubscaleName(subscale.name))} />
        <tbody>
          {instrument.points.map((point) => (
            <tr key={point.submittedAt} className="border-t">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {weekText(point.week)}
                <span className="block text-xs text-muted-foreground">{formatCalendarDay(point.day).replace(/^\S+ /, "")}</span>
              </th>
              {point.scores.map((score, index) => (
                <td key={instrument.subscales[index]!.id} className={cell}>
                  {scoreText(score)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </section>
  );
}

/** A table's header row: the rows' names on the left, the numbers' columns on the right. */
function ColumnHeaders({ first, others }: { first: string; others: readonly string[] }) {
  return (
    <thead className="bg-muted text-xs text-muted-foreground">
      <tr>
        <th scope="col" className="px-2 py-1.5 text-left font-medium">
          {first}
        </th>
        {others.map((label) => (
          <th key={label} scope="col" className="px-2 py-1.5 text-right font-medium">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table that scrolls sideways on a narrow screen, reachable and named for the keyboard when it does. */
function ScrollableTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full text-sm">{children}</table>
    </div>
  );
}

/** Every measure the patient has scores for, each under its own heading (h3), or a line saying there are none yet. */
export function OutcomeMeasures({ progress, empty }: { progress: OutcomeProgress; empty: string }) {
  if (progress.instruments.length === 0) return <p>{empty}</p>;
  return (
    <div className="space-y-8">
      <SurgeryLine progress={progress} />
      {progress.instruments.map((instrument) => (
        <InstrumentProgressView key={instrument.instrumentId} instrument={instrument} />
      ))}
    </div>
  );
}
