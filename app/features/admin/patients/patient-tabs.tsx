import { NavLink } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { cn } from "#app/lib/utils.ts";

export interface PatientTab {
  label: string;
  to: (patientId: string) => string;
  /** Current on its own address only: the overview is the record's address, which the other tabs are below. */
  end?: boolean;
}

/** The record's tabs, each a child route of the patient page's layout; a part of the record adds its line. */
export const patientTabs: PatientTab[] = [
  { label: "Overview", to: adminPaths.patient, end: true },
  { label: "Intake", to: adminPaths.patientIntake },
  { label: "Clinical notes", to: adminPaths.patientNotes },
  { label: "Programmes", to: adminPaths.patientProgrammes },
  { label: "Questionnaires", to: adminPaths.patientQuestionnaires },
  { label: "Progress", to: adminPaths.patientProgress },
  { label: "Access log", to: (id) => adminPaths.patientAccessLog(id) },
  { label: "Export and retention", to: adminPaths.patientExport },
];

/** The tabs as links (each tab is a page of its own), the current one marked for assistive technology too. */
export function PatientTabs({ patientId }: { patientId: string }) {
  return (
    <nav aria-label="Patient record" className="border-b">
      <ul className="-mb-px flex flex-wrap gap-1">
        {patientTabs.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={tab.to(patientId)}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium text-muted-foreground hover:text-brand-deep",
                  isActive ? "border-brand-deep text-brand-deep" : "border-transparent",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
