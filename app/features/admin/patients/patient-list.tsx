import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { AdherenceFlags } from "#contracts/adherence.ts";
import type { AdminPatientsPage } from "#contracts/patients.ts";
import { StackedTable } from "#app/components/stacked-table.tsx";
import { MelbourneDateTime } from "#app/features/admin/appointment-when.tsx";
import { AdherenceFlagBadges } from "#app/features/admin/programmes/adherence-flags.tsx";
import { PatientSearchForm } from "./patient-search-form.tsx";

const pageLink = (q: string, page: number) => {
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return query ? `${adminPaths.patients}?${query}` : adminPaths.patients;
};

function When({ iso }: { iso: string | null }) {
  return iso ? <MelbourneDateTime iso={iso} /> : <span className="text-muted-foreground">None</span>;
}

/** Whole weeks, as a physiotherapist counts a reconstruction's rehabilitation; a dash when there is none to count. */
const weeksText = (weeks: number | null) => (weeks === null ? "—" : `${weeks} ${weeks === 1 ? "week" : "weeks"}`);

const noFlags: AdherenceFlags = { noSessionForAWeek: false, painRose: false };

/**
 * The records in name order, searched by name, email or phone, each with its adherence flags under the name.
 * A table of its columns; on a phone each row stands as a block, each value named.
 */

export function PatientList({
  q,
  page,
  weeksSinceSurgery,
  adherenceFlags,
}: {
  q: string;
  page: AdminPatientsPage;
  weeksSinceSurgery: Record<string, number | null>;
  /** Raised flags of each patient's running programmes (docs/decisions/0051). */
  adherenceFlags: Record<string, AdherenceFlags>;
}) {
  const { patients } = page;
  return (
    <section aria-labelledby="patients-heading" className="space-y-4">
      <h2 id="patients-heading" className="sr-only">
        Patient records
      </h2>
      <PatientSearchForm action={adminPaths.patients} name="q" q={q} label="Search by name, email or phone" />
      {patients.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{q ? `No patient record matches “${q}”.` : "No patient records yet."}</p>
      ) : (
        <StackedTable
          caption={q ? `Patient records matching “${q}”` : "Patient records"}
          columns={["Name", "Email", "Next appointment", "Last appointment", "Since surgery"]}
        >
          <tbody className="block divide-y rounded-md border bg-card md:table-row-group md:rounded-none md:border-0 md:bg-transparent">
            {patients.map((patient) => (
              <tr key={patient.id} className="block space-y-1 p-4 md:table-row md:space-y-0 md:p-0">
                <th scope="row" className="block text-left md:table-cell md:py-3 md:pr-4">
                  <Link
                    to={adminPaths.patient(patient.id)}
                    className="font-semibold break-words text-brand-deep underline-offset-4 hover:underline"
                  >
                    {patient.name}
                  </Link>
                  <AdherenceFlagBadges flags={adherenceFlags[patient.id] ?? noFlags} className="mt-1" />
                </th>
                <td className="block break-all md:table-cell md:py-3 md:pr-4">{patient.email}</td>
                <td className="block md:table-cell md:py-3 md:pr-4">
                  <span className="text-muted-foreground md:sr-only">Next: </span>
                  <When iso={patient.nextAppointment} />
                </td>
                <td className="block md:table-cell md:py-3 md:pr-4">
                  <span className="text-muted-foreground md:sr-only">Last: </span>
                  <When iso={patient.lastAppointment} />
                </td>
                <td className="block md:table-cell md:py-3">
                  <span className="text-muted-foreground md:sr-only">Since surgery: </span>
                  {weeksText(weeksSinceSurgery[patient.id] ?? null)}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
      {(page.page > 1 || page.hasMore) && (
        <nav aria-label="Pages of patient records" className="flex flex-wrap justify-center gap-4">
          {page.page > 1 && (
            <Link to={pageLink(q, page.page - 1)} className="inline-flex min-h-11 items-center font-medium text-brand-deep underline">
              Previous page
            </Link>
          )}
          {page.hasMore && (
            <Link to={pageLink(q, page.page + 1)} className="inline-flex min-h-11 items-center font-medium text-brand-deep underline">
              Next page
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
