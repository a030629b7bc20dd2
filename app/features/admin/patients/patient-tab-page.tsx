import type { ComponentProps, ReactNode } from "react";
import { PageHeading } from "#app/features/admin/admin-page.tsx";

/**
 * A tab of a patient's record under the record's header (routes/admin/patient-layout.tsx, whose heading names
 * the patient): the tab's own heading, what it is for, a way back within the tab when it has one, its content.
 */
export function PatientTabPage({ children, ...heading }: Omit<ComponentProps<typeof PageHeading>, "titleId"> & { children: ReactNode }) {
  return (
    <section aria-labelledby="patient-tab-title" className="space-y-6">
      <PageHeading {...heading} titleId="patient-tab-title" />
      {children}
    </section>
  );
}
