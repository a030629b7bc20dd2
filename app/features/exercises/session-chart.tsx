import { useId } from "react";
import { chartBox, ratingMax, ratingRuns, ratingY, type ChartPoint } from "./session-chart.ts";

/**
 * The two ratings, each with its own colour, marker and line, so neither depends on colour alone. The colours
 * have at least 3:1 contrast on the page's white (WCAG 1.4.11): blue-700 6.7:1, red-700 6.5:1.
 */
const series = {
  effort: { label: "Effort", className: "text-blue-700", dash: undefined },
  pain: { label: "Knee pain", className: "text-red-700", dash: "6 4" },
} as const;
type Rating = keyof typeof series;

function Marker({ rating, x, y }: { rating: Rating; x: number; y: number }) {
  return rating === "effort" ? (
    <circle cx={x} cy={y} r={4} fill="currentColor" />
  ) : (
    <rect x={x - 4} y={y - 4} width={8} height={8} fill="currentColor" />
  );
}

function Series({ rating, values }: { rating: Rating; values: (number | null)[] }) {
  const { className, dash } = series[rating];
  const line = (run: ChartPoint[]) => run.map((point) => `${point.x},${point.y}`).join(" ");
  return (
    <g className={className}>
      {ratingRuns(values).map((run) => (
        <g key={`${run[0]!.x}`}>
          {run.length > 1 && <polyline points={line(run)} fill="none" stroke="currentColor" strokeWidth={2} strokeDasharray={dash} />}
          {run.map((point) => (
            <Marker key={point.x} rating={rating} x={point.x} y={point.y} />
          ))}
        </g>
      ))}
    </g>
  );
}

function LegendKey({ rating }: { rating: Rating }) {
  const { label, className, dash } = series[rating];
  return (
    <span className="inline-flex items-center gap-1.5">
      <svg viewBox="0 0 28 12" className={`h-3 w-7 ${className}`} aria-hidden="true">
        <line x1={0} y1={6} x2={28} y2={6} stroke="currentColor" strokeWidth={2} strokeDasharray={dash} />
        <Marker rating={rating} x={14} y={6} />
      </svg>
      {label}
    </span>
  );
}

interface Props {
  /** Oldest first, as drawn from left to right. */
  effort: (number | null)[];
  pain: (number | null)[];
  /** The first and the last session's dates, written under the axis. */
  from: string;
  to: string;
}

/**
 * Effort and knee pain over the sessions: a small inline SVG. It is an image with a summary for
 * screen readers; the history's table beside it is its text alternative, session by session.
 */
export function SessionChart({ effort, pain, from, to }: Props) {
  const id = useId();
  const count = effort.length;
  const bottom = chartBox.height - chartBox.bottom;
  const summary =
    count === 1
      ? `Chart of effort and knee pain, 0 to ${ratingMax}, for one session on ${from}. The table lists it.`
      : `Chart of effort and knee pain, 0 to ${ratingMax}, over ${count} sessions from ${from} to ${to}. The table lists each session.`;
  return (
    <figure className="grid gap-2" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-medium">How it felt (0 to {ratingMax})</span>
        <LegendKey rating="effort" />
        <LegendKey rating="pain" />
      </figcaption>
      <svg viewBox={`0 0 ${chartBox.width} ${chartBox.height}`} className="h-auto w-full max-w-lg" role="img" aria-label={summary}>
        {[0, 5, 10].map((value) => (
          <g key={value}>
            <line
              x1={chartBox.left}
              x2={chartBox.width - chartBox.right}
              y1={ratingY(value)}
              y2={ratingY(value)}
              className="stroke-border"
              strokeWidth={1}
            />
            <text x={chartBox.left - 8} y={ratingY(value)} dy="0.35em" textAnchor="end" className="fill-muted-foreground text-[14px]">
              {value}
            </text>
          </g>
        ))}
        <text
          x={chartBox.left}
          y={bottom + 20}
          textAnchor={count === 1 ? "middle" : "start"}
          dx={count === 1 ? (chartBox.width - chartBox.left - chartBox.right) / 2 : 0}
          className="fill-muted-foreground text-[14px]"
        >
          {from}
        </text>
        {count > 1 && (
          <text x={chartBox.width - chartBox.right} y={bottom + 20} textAnchor="end" className="fill-muted-foreground text-[14px]">
            {to}
          </text>
        )}
        <Series rating="effort" values={effort} />
        <Series rating="pain" values={pain} />
      </svg>
    </figure>
  );
}
