import type { ReactNode } from "react";
import { Link } from "react-router";

export interface RecordLink {
  id: string;
  to: string;
  title: ReactNode;
  /** What and when, beside the title on a wide screen, under it on a phone. */
  meta: ReactNode;
}

/** A list of a record's parts (notes, programmes), each a link to its page; `empty` when there are none. */
export function RecordLinkList({ label, links, empty }: { label: string; links: RecordLink[]; empty: string }) {
  if (links.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y rounded-md border bg-card" aria-label={label}>
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.to} className="flex flex-col gap-1 p-4 hover:bg-muted/50 sm:flex-row sm:items-center sm:justify-between">
            <span className="flex flex-wrap items-center gap-2 font-semibold text-brand-deep">{link.title}</span>
            <span className="text-sm text-muted-foreground">{link.meta}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
