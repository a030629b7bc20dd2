import { ArrowLeft } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * A tab of a patient's record under the record's header (routes/admin/patient-layout.tsx, whose heading names
 * the patient): the tab's own heading, what it is for, a way back within the tab when it has one, its content.
 */
export function PatientTabPage({
  title,
  description,
  back,
  children,
}: {
  title: string;
  description: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="patient-tab-title" className="space-y-6">
      {back && (
        <Link to={back.to} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-deep underline">
          <Icon node={ArrowLeft} className="size-4" />
          {back.label}
        </Link>
      )}
      <header>
        <h2 id="patient-tab-title" className="text-2xl font-semibold tracking-tight text-brand-deep">
          {title}
        </h2>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  );
}
