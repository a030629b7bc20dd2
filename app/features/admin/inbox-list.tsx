import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminWhen } from "./admin-when.tsx";
import { HandledState } from "./mark-handled-button.tsx";

export interface InboxEntry {
  id: string;
  to: string;
  title: ReactNode;
  detail: ReactNode;
  handledAt: string | null;
  createdAt: string;
  /** Shown before the date, e.g. a paperclip for an attached document. */
  marker?: ReactNode;
}

/** What the practitioner has received (referrals, messages), newest first, the unhandled ones marked New. */
export function InboxList({ entries, empty }: { entries: InboxEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y rounded-md border bg-card">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={entry.to} className="flex flex-col gap-1 p-4 hover:bg-muted/50 sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0 space-y-1">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-brand-deep">
                {entry.title}
                <HandledState handledAt={entry.handledAt} />
              </span>
              <span className="block text-sm break-words text-muted-foreground">{entry.detail}</span>
            </span>
            <span className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
              {entry.marker}
              <AdminWhen iso={entry.createdAt} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
