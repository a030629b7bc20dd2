import { ArrowLeft, Mail, Phone } from "lucide";
import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { AdminPatientHeader } from "#contracts/patients.ts";
import { PhoneLink } from "#app/components/phone-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PatientTabs } from "./patient-tabs.tsx";

/** The top of every tab of a record: the way back to the list, who it is and how to reach them, the tabs. */
export function PatientHeader({ patient, merged }: { patient: AdminPatientHeader; merged: boolean }) {
  return (
    <div className="space-y-6">
      <Link to={adminPaths.patients} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-deep underline">
        <Icon node={ArrowLeft} className="size-4" />
        All patients
      </Link>
      {merged && (
        <p role="status" className="rounded-md border border-primary/30 bg-secondary/60 p-3 text-sm font-semibold">
          Records merged. Everything of the other record is now on this one.
        </p>
      )}
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight break-words text-brand-deep">{patient.name}</h1>
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <a
            href={`mailto:${patient.email}`}
            className="inline-flex items-center gap-2 break-all text-primary underline-offset-4 hover:underline"
          >
            <Icon node={Mail} className="size-4 shrink-0 text-muted-foreground" />
            {patient.email}
          </a>
          {patient.phone ? (
            <PhoneLink number={patient.phone} className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline">
              <Icon node={Phone} className="size-4 shrink-0 text-muted-foreground" />
            </PhoneLink>
          ) : (
            <span className="inline-flex items-center gap-2 text-muted-foreground">
              <Icon node={Phone} className="size-4 shrink-0" />
              No phone number
            </span>
          )}
        </p>
      </header>
      <PatientTabs patientId={patient.id} />
    </div>
  );
}
