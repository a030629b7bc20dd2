/**
 * Where the session history's chart draws each rating: sessions oldest first from left to right,
 * 0 at the bottom and 10 at the top. A session without the rating leaves a gap, so a line never joins two
 * sessions across one the patient did not rate.
 */
export const chartBox = { width: 400, height: 200, left: 30, right: 12, top: 12, bottom: 30 } as const;

export const ratingMax = 10;

export interface ChartPoint {
  x: number;
  y: number;
  value: number;
}

/** The x of each of `count` sessions: spread across the plot, or in its middle when there is one. */
export function sessionXs(count: number): number[] {
  const plotWidth = chartBox.width - chartBox.left - chartBox.right;
  if (count === 1) return [chartBox.left + plotWidth / 2];
  return Array.from({ length: count }, (_, index) => chartBox.left + (plotWidth * index) / (count - 1));
}

/** The y of a rating from 0 to 10. */
export function ratingY(value: number): number {
  const plotHeight = chartBox.height - chartBox.top - chartBox.bottom;
  return chartBox.top + (plotHeight * (ratingMax - value)) / ratingMax;
}

/** One rating's runs of consecutive rated sessions (oldest first), each drawn as one line with its markers. */
export function ratingRuns(values: readonly (number | null)[]): ChartPoint[][] {
  const xs = sessionXs(values.length);
  const runs: ChartPoint[][] = [];
  let run: ChartPoint[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (run.length > 0) runs.push(run);
      run = [];
      return;
    }
    run.push({ x: xs[index]!, y: ratingY(value), value });
  });
  if (run.length > 0) runs.push(run);
  return runs;
}
