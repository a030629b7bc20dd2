import type { OutcomeProgress } from "#contracts/outcome-progress.ts";
import { changeText } from "#core/outcomes/progress.ts";
import { practice } from "#core/practice.ts";
import { formatCalendarDay, formatLongDate, formatSlotDate } from "#core/scheduling/melbourne-time.ts";
import { labelledRows, lines, muted, paragraph, sectionHeading, startPdf, type LabelledRow } from "#server/pdf/pdf-layout.ts";
import { table } from "#server/pdf/pdf-table.ts";

/** What the surgeon's one-page report says (docs/decisions/0053). */
export interface ProgressReport {
  patientName: string;
  recipientName: string;
  /** The Melbourne day it was made, YYYY-MM-DD. */
  preparedOn: string;
  /** When the patient's consent to it was recorded, ISO. */
  consentRecordedAt: string;
  progress: OutcomeProgress;
  /** Sessions done against planned, from the programme's adherence; null until there is a summary to give. */
  adherence: readonly LabelledRow[] | null;
}

/** The report's table of scores over time keeps this many questionnaires, the first and the latest, to stay on one page. */
const SCORES_SHOWN = 5;

const scoreText = (score: number | null) => (score === null ? "–" : String(score));

/**
 * The progress report for the referring surgeon, one A4 page in the documents' layout: who and when, each
 * instrument's baseline, latest and change per subscale, its latest scores by week since surgery, the
 * programme's adherence when known, and who prepared it.
 */
export async function renderProgressReportPdf(report: ProgressReport): Promise<Buffer> {
  const { progress } = report;
  const page = await startPdf({ title: `Progress report: ${report.patientName}`, subject: "Progress report" });
  paragraph(page, "Progress report", { weight: "bold", size: 18 });
  page.doc.y += lines(0.3, 10);
  labelledRows(page, [
    { label: "Patient", value: report.patientName },
    { label: "For", value: report.recipientName },
    { label: "Surgery date", value: progress.surgeryDate ? formatCalendarDay(progress.surgeryDate) : "Not recorded" },
    { label: "Weeks since surgery", value: progress.weeksSinceSurgery === null ? "–" : String(progress.weeksSinceSurgery) },
    { label: "Prepared by", value: `${practice.practitionerName}, ${practice.practitionerTitle}, ${practice.siteName}` },
    { label: "Date", value: formatCalendarDay(report.preparedOn) },
  ]);
  page.doc.y += lines(0.6, 10);
  if (progress.instruments.length === 0) paragraph(page, "No questionnaire has been completed yet.", { color: muted });
  for (const instrument of progress.instruments) {
    sectionHeading(page, instrument.name);
    table(
      page,
      ["Score (0–100, 100 the best knee)", "Baseline", "Latest", "Change"],
      instrument.changes.map((change) => [change.name, scoreText(change.baseline), scoreText(change.latest), changeText(change.change)]),
      62,
    );
    page.doc.y += lines(0.5, 9);
    // The first (the baseline) and the latest.
    const { points } = instrument;
    const shown = points.length <= SCORES_SHOWN ? points : [points[0]!, ...points.slice(1 - SCORES_SHOWN)];
    table(
      page,
      ["Week since surgery", ...shown.map((point) => (point.week === null ? "–" : String(point.week).replace("-", "−")))],
      [
        ["Date", ...shown.map((point) => formatSlotDate(new Date(point.submittedAt)).slice(4))],
        ...instrument.subscales.map((subscale, index) => [subscale.name, ...shown.map((point) => scoreText(point.scores[index] ?? null))]),
      ],
      62,
    );
    page.doc.y += lines(0.8, 10);
  }
  if (report.adherence) {
    sectionHeading(page, "Exercise programme");
    labelledRows(page, report.adherence);
    page.doc.y += lines(0.6, 10);
  }
  paragraph(
    page,
    `Sent with the patient's consent, recorded ${formatLongDate(new Date(report.consentRecordedAt))}. Scores are computed from the patient's own answers; a subscale with too few answers is left out (–).`,
    { size: 8.5, color: muted },
  );
  return page.finish();
}
