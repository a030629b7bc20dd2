import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

/**
 * A lucide icon, drawn from its outline (the `lucide` package's data) with lucide's default attributes.
 * Decorative, hidden from assistive technology, unless it is given a label. Not lucide-react: its runtime
 * (a context, a class builder, accessibility detection) and its keyed outlines cost every page about
 * 2 kB gzip of the JavaScript budget for what these few lines do (docs/decisions/0038).
 */
export function Icon({ node, ...props }: SVGProps<SVGSVGElement> & { node: IconNode }) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
