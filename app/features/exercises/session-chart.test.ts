import { describe, expect, it } from "vitest";
import { chartBox, ratingRuns, ratingY, sessionXs } from "./session-chart.ts";

const plotLeft = chartBox.left;
const plotRight = chartBox.width - chartBox.right;

describe("the session history chart's geometry", () => {
  it("puts one session in the middle and spreads many from edge to edge, oldest on the left", () => {
    expect(sessionXs(1)).toEqual([(plotLeft + plotRight) / 2]);
    expect(sessionXs(2)).toEqual([plotLeft, plotRight]);
    const thirty = sessionXs(30);
    expect(thirty).toHaveLength(30);
    expect(thirty[0]).toBe(plotLeft);
    expect(thirty[29]).toBeCloseTo(plotRight);
    expect(thirty.every((x, index) => index === 0 || x > thirty[index - 1]!)).toBe(true);
  });

  it("draws 0 at the bottom of the plot and 10 at its top", () => {
    expect(ratingY(0)).toBe(chartBox.height - chartBox.bottom);
    expect(ratingY(10)).toBe(chartBox.top);
    expect(ratingY(5)).toBe((chartBox.top + chartBox.height - chartBox.bottom) / 2);
  });

  it("breaks a rating's line where a session was not rated", () => {
    const runs = ratingRuns([3, 4, null, 6, null, null, 2]);
    const xs = sessionXs(7);
    expect(runs.map((run) => run.map((point) => point.value))).toEqual([[3, 4], [6], [2]]);
    expect(runs[1]![0]).toEqual({ x: xs[3], y: ratingY(6), value: 6 });
    expect(ratingRuns([null, null])).toEqual([]);
    expect(ratingRuns([])).toEqual([]);
    expect(ratingRuns([7])).toEqual([[{ x: sessionXs(1)[0], y: ratingY(7), value: 7 }]]);
  });
});
