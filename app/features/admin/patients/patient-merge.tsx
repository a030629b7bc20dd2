import { GitMerge, Loader2 } from "lucide";
import { Form, Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { AdminPatient, AdminPatientHeader, AdminPatientsPage } from "#contracts/patients.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ReplyNotice } from "#app/features/admin/admin-reply.tsx";
import { AdminWhen } from "#app/features/admin/admin-when.tsx";
import { useSubmission } from "#app/features/admin/use-submission.ts";
import { PatientSearchForm } from "./patient-search-form.tsx";
import { PatientSearchResults } from "./patient-search-results.tsx";

/** The overview's merge: the other record found by a search (`?find=`), then chosen (`?merge=`). */
export interface MergeState {
  find: { q: string; found: AdminPatientsPage } | null;
  other: AdminPatientHeader | null;
}

function KeepChoice({ patient, label, checked }: { patient: AdminPatientHeader; label: string; checked?: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-brand-deep has-checked:bg-secondary/40">
      <input type="radio" name="keepId" value={patient.id} defaultChecked={checked} className="mt-1 size-4 accent-brand-deep" />
      <span className="min-w-0 text-sm">
        <span className="block font-medium">{label}</span>
        <span className="block break-words">{patient.name}</span>
        <span className="block break-all text-muted-foreground">{patient.email}</span>
      </span>
    </label>
  );
}

function ConfirmMerge({ patient, other }: { patient: AdminPatient; other: AdminPatientHeader }) {
  const merge = useSubmission("merge", other.id);
  return (
    <Form method="post" preventScrollReset onSubmit={merge.onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="merge" />
      <input type="hidden" name="otherId" value={other.id} />
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium">Which record do you keep?</legend>
        <div className="grid gap-2 md:grid-cols-2">
          <KeepChoice patient={patient} label="This record" checked />
          <KeepChoice patient={other} label="The other record" />
        </div>
      </fieldset>
      <p className="text-sm text-muted-foreground">
        The appointments, referrals, messages, intake, clinical notes and programmes of the other record move to the one you keep, and its
        sign-in sessions end. It stays in the history, marked merged. A merge cannot be undone.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={merge.pending}>
          <Icon node={merge.pending ? Loader2 : GitMerge} className={merge.pending ? "animate-spin" : undefined} />
          Merge records
        </Button>
        <Link
          to={adminPaths.patient(patient.id)}
          preventScrollReset
          className="inline-flex min-h-11 items-center font-medium text-brand-deep underline"
        >
          Cancel merge
        </Link>
      </div>
    </Form>
  );
}

/** The history: the records merged into this one, and when. */
function MergedRecords({ merged }: { merged: AdminPatient["merged"] }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-brand-deep">Records merged into this one</h3>
      <ul className="space-y-1 text-sm">
        {merged.map((record) => (
          <li key={record.id} className="break-words">
            {record.name} · <span className="break-all">{record.email}</span> · merged <AdminWhen iso={record.mergedAt} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Merge with another record': find it, choose which record stays, confirm; and the merges made before. */
export function PatientMerge({ patient, merge }: { patient: AdminPatient; merge: MergeState }) {
  const here = adminPaths.patient(patient.id);
  const other = merge.other && merge.other.id !== patient.id ? merge.other : null;
  return (
    <section aria-labelledby="merge-heading" className="space-y-4 rounded-md border bg-card p-4 sm:p-6">
      <h2 id="merge-heading" className="text-xl font-semibold text-brand-deep">
        Merge with another record
      </h2>
      <p className="text-sm text-muted-foreground">
        One person with two records, after a new email address or a typing mistake? Find the other record, then choose which one to keep.
      </p>
      <ReplyNotice subject="merge" />
      {other && !other.mergedIntoId ? (
        <ConfirmMerge patient={patient} other={other} />
      ) : (
        <>
          {other?.mergedIntoId && <p className="text-sm">That record has already been merged into another. Please find that one.</p>}
          <PatientSearchForm action={here} name="find" q={merge.find?.q ?? ""} label="Find the other record by name, email or phone" />
          {merge.find && (
            <PatientSearchResults
              q={merge.find.q}
              found={merge.find.found}
              exclude={patient.id}
              control={(found) => (
                <Link
                  to={`${here}?${new URLSearchParams({ merge: found.id }).toString()}`}
                  preventScrollReset
                  className="inline-flex min-h-11 shrink-0 items-center font-medium text-brand-deep underline"
                >
                  Choose
                  <span className="sr-only">
                    : {found.name}, {found.email}
                  </span>
                </Link>
              )}
            />
          )}
        </>
      )}
      {patient.merged.length > 0 && <MergedRecords merged={patient.merged} />}
    </section>
  );
}
