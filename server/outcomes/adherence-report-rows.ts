import type { PatientAdherence } from "#contracts/adherence.ts";
import type { LabelledRow } from "#server/pdf/pdf-layout.ts";

/** How many finished weeks the surgeon's report sums: about a month, what a review looks back on. */
const REPORT_WEEKS = 4;

/**
 * The report's adherence rows: per programme, sessions done against planned over its last finished weeks and
 * the latest week's pain; null when no programme was prescribed, so the report says so.
 */
export function adherenceReportRows(adherence: PatientAdherence): LabelledRow[] | null {
  if (adherence.programmes.length === 0) return null;
  return adherence.programmes.flatMap((programme) => {
    const weeks = programme.weeks.filter((week) => !week.inProgress).slice(0, REPORT_WEEKS);
    const done = weeks.reduce((sum, week) => sum + week.done, 0);
    const planned = weeks.reduce((sum, week) => sum + week.planned, 0);
    const pain = weeks.find((week) => week.pain.mean !== null)?.pain;
    return [
      { label: programme.title, value: `${programme.phase}, ${programme.daysPerWeek} days a week` },
      {
        label: "Sessions",
        value: weeks.length === 0 ? "No finished week yet" : `${done} of ${planned} planned in the last ${weeks.length} weeks`,
        depth: 1,
      },
      ...(pain?.mean != null ? [{ label: "Pain", value: `${pain.mean} out of 10${pain.trend ? `, ${pain.trend}` : ""}`, depth: 1 }] : []),
    ];
  });
}
