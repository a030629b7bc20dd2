import { Link } from "react-router";
import type { AuditEntry } from "#contracts/admin.ts";
import { AdminWhen } from "#app/features/admin/admin-when.tsx";
import { auditActionName } from "#app/features/admin/audit-log.tsx";

const actors: Record<AuditEntry["actor"], string> = { admin: "Practitioner", patient: "Patient", system: "System" };

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
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  When
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  Who
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  What
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t align-top">
                  <td className="px-3 py-2 sm:whitespace-nowrap">
                    <AdminWhen iso={entry.at} />
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">{actors[entry.actor] ?? entry.actor}</td>
                  <td className="px-3 py-2">
                    {auditActionName(entry.action)}
                    {/* On a phone, who and from where go under what, in place of their columns. */}
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {actors[entry.actor] ?? entry.actor}, from {entry.clientAddress ?? "an unknown address"}
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 break-all sm:table-cell">{entry.clientAddress ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
