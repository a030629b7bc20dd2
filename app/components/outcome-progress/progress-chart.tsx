import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { InstrumentProgress } from "#core/outcomes/progress.ts";
import { shortSubscaleName } from "./subscale-names.ts";

/** Okabe and Ito's colours, told apart with any colour vision, and a dash each besides. */
const lineStyles = [
  { stroke: "#0072B2", dash: [] },
  { stroke: "#D55E00", dash: [8, 4] },
  { stroke: "#009E73", dash: [2, 4] },
  { stroke: "#CC79A7", dash: [12, 4, 2, 4] },
  { stroke: "#E69F00", dash: [16, 6] },
];

const HEIGHT = 240;

/**
 * One instrument's scores, 0 to 100, against weeks since surgery (questionnaire by questionnaire when there is
 * no surgery date): a line per subscale, drawn by uPlot on a canvas (docs/decisions/0053). Loaded lazily and
 * only in the browser; the table under it is what assistive technology reads.
 */
export default function ProgressChart({ instrument }: { instrument: InstrumentProgress }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const byWeek = instrument.points.every((point) => point.week !== null);
    const xs = instrument.points.map((point, index) => (byWeek ? point.week! : index + 1));
    const axis = { stroke: "#374151", grid: { stroke: "#e5e7eb" }, ticks: { stroke: "#d1d5db" } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        scales: {
          // Questionnaires in order are numbered from 1, with nothing before the first or after the last.
          x: { time: false, range: byWeek ? (_chart, min, max) => [min - 1, max + 1] : [0.5, xs.length + 0.5] },
          y: { range: [0, 100] },
        },
        axes: [
          { ...axis, label: byWeek ? "Weeks since surgery" : "Questionnaire", incrs: byWeek ? [1, 2, 4, 6, 13, 26, 52] : [1] },
          { ...axis, label: "Score", incrs: [25], size: 44 },
        ],
        series: [
          { label: byWeek ? "Week" : "Questionnaire" },
          ...instrument.subscales.map((subscale, index) => ({
            label: shortSubscaleName(subscale.name),
            width: 2,
            spanGaps: true,
            points: { show: true, size: 8 },
            ...lineStyles[index % lineStyles.length]!,
          })),
        ],
        // The legend names the lines; the values are in the table under the chart.
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
      },
      [xs, ...instrument.subscales.map((_, index) => instrument.points.map((point) => point.scores[index] ?? null))],
      element,
    );
    const resized = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [instrument]);
  return <div ref={box} className="w-full text-xs" />;
}
