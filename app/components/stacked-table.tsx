import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A table of columns from the md breakpoint; on a phone each row stands as a block and its column headings are
 * left to screen readers (the rows name each value themselves, visually hidden from md). `children`: the tbody.
 */
export function StackedTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="block w-full text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b text-left text-muted-foreground">
          {columns.map((column, index) => (
            <th key={column} scope="col" className={cn("py-2 font-medium", index < columns.length - 1 && "pr-4")}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}
