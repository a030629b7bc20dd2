import { Link } from "react-router";
import type { AuditEntry } from "#contracts/admin.ts";
import { AuditTable } from "#app/features/admin/audit-log.tsx";

/**
 * Who read or changed the patient's record, what and when (Melbourne time), from which address; newest
 * first, a page at a time (docs/decisions/0046).
 */
export function AccessLogTable({
  entries,
  firstPage,
  olderPage,
}: {
  entries: AuditEntry[];
  /** The newest page's address, when this is an older one. */
  firstPage: string | null;
  /** The next older page's address, when there is one. */
  olderPage: string | null;
}) {
  return (
    <section aria-labelledby="access-log-heading" className="space-y-3">
      <h2 id="access-log-heading" className="text-xl font-semibold text-brand-deep">
        Accesses and changes
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">Nothing recorded for this patient yet.</p>
      ) : (
        <AuditTable entries={entries} withActor />
      )}
      <div className="flex flex-wrap justify-center gap-4">
        {firstPage && (
          <Link to={firstPage} className="inline-flex min-h-11 items-center font-medium text-brand-deep underline">
            Newest events
          </Link>
        )}
        {olderPage && (
          <Link to={olderPage} className="inline-flex min-h-11 items-center font-medium text-brand-deep underline">
            Older events
          </Link>
        )}
      </div>
    </section>
  );
}
