import { daysBetween, melbourneDay } from "#core/calendar/melbourne-days.ts";
import type { Instrument } from "./instrument.ts";
import { scoreAnswers, scoreOf, type Answers } from "./scoring.ts";

/** One submitted questionnaire of an instrument: when it was sent and its answers, opened. */
export interface SubmittedAnswers {
  /** ISO instant. */
  submittedAt: string;
  answers: Answers;
}

/** One questionnaire on the chart: its day, its place on the weeks axis, a score per subscale (null: too few answers). */
export interface ProgressPoint {
  submittedAt: string;
  /** The Melbourne calendar day it was sent, YYYY-MM-DD. */
  day: string;
  /** Whole weeks since surgery, negative before it; null without a surgery date. */
  week: number | null;
  /** In the order of the instrument's subscales. */
  scores: (number | null)[];
}

/** A subscale's first and latest scores and the change between them; null where there is nothing to compare. */
export interface SubscaleChange {
  subscaleId: string;
  name: string;
  baseline: number | null;
  latest: number | null;
  change: number | null;
}

/** An instrument's scores over time, as the charts, tables and the surgeon's report show them. */
export interface InstrumentProgress {
  instrumentId: string;
  name: string;
  subscales: { id: string; name: string }[];
  /** Oldest first. */
  points: ProgressPoint[];
  changes: SubscaleChange[];
}

/**
 * Whole weeks from the surgery date to the Melbourne day of an instant: 0 in the week of surgery, −1 in the
 * week before it (a pre-operative baseline). The patient list's weeks since surgery count the same way
 * (core/intake/intake-dates.ts `weeksSince`), which only leaves out the weeks before.
 */
export function weeksFromSurgery(surgeryDate: string, at: Date): number {
  return Math.floor(daysBetween(surgeryDate, melbourneDay(at)) / 7);
}

/**
 * An instrument's submitted questionnaires scored (scores are never stored, docs/decisions/0050), oldest
 * first, each placed on the weeks-since-surgery axis, with each subscale's change from its first score to
 * its latest.
 */
export function instrumentProgress(
  instrument: Instrument,
  submitted: readonly SubmittedAnswers[],
  surgeryDate: string | null,
): InstrumentProgress {
  const points = [...submitted]
    .sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt))
    .map(({ submittedAt, answers }): ProgressPoint => {
      const at = new Date(submittedAt);
      const result = scoreAnswers(instrument, answers);
      return {
        submittedAt,
        day: melbourneDay(at),
        week: surgeryDate === null ? null : weeksFromSurgery(surgeryDate, at),
        scores: instrument.subscales.map((subscale) => scoreOf(result, subscale.id)),
      };
    });
  const changes = instrument.subscales.map((subscale, index): SubscaleChange => {
    const scored = points.flatMap((point) => point.scores[index] ?? []);
    const baseline = scored.at(0) ?? null;
    const latest = scored.at(-1) ?? null;
    const change = scored.length >= 2 ? Math.round((latest! - baseline!) * 10) / 10 : null;
    return { subscaleId: subscale.id, name: subscale.name, baseline, latest, change };
  });
  return {
    instrumentId: instrument.id,
    name: instrument.name,
    subscales: instrument.subscales.map(({ id, name }) => ({ id, name })),
    points,
    changes,
  };
}

/** A change as a surgeon reads it: "+12.5", "−3", "0"; a dash when there is none. */
export function changeText(change: number | null): string {
  if (change === null) return "–";
  if (change === 0) return "0";
  return change > 0 ? `+${change}` : `−${Math.abs(change)}`;
}

/** A week on the axis in words: "Week 6", "Week 2 before surgery"; "No surgery date" without one. */
export function weekText(week: number | null): string {
  if (week === null) return "No surgery date";
  return week < 0 ? `Week ${-week} before surgery` : `Week ${week}`;
}
