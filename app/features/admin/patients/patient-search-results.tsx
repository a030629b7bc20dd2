import type { ReactNode } from "react";
import type { AdminPatientsPage, AdminPatientSummary } from "#contracts/patients.ts";

/** What a search for another record found, each with what can be done with it (choose it, link to it). */
export function PatientSearchResults({
  q,
  found,
  exclude,
  control,
}: {
  q: string;
  found: AdminPatientsPage;
  /** The record the search is made from, which is never its own answer. */
  exclude?: string;
  control: (patient: AdminPatientSummary) => ReactNode;
}) {
  const patients = found.patients.filter((patient) => patient.id !== exclude);
  if (patients.length === 0) return <p className="text-sm text-muted-foreground">No other record matches “{q}”.</p>;
  return (
    <div className="space-y-2">
      <ul aria-label={`Records matching “${q}”`} className="divide-y rounded-md border">
        {patients.map((patient) => (
          <li key={patient.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0 text-sm">
              <span className="block font-semibold break-words">{patient.name}</span>
              <span className="block break-all text-muted-foreground">
                {patient.email}
                {patient.phone && ` · ${patient.phone}`}
              </span>
            </span>
            {control(patient)}
          </li>
        ))}
      </ul>
      {found.hasMore && <p className="text-sm text-muted-foreground">More records match: add to the search to narrow it.</p>}
    </div>
  );
}
