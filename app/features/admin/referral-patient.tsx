import { Link2, Link2Off, Loader2, UserPlus } from "lucide";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import type { AdminReferral } from "#contracts/admin-inbox.ts";
import type { AdminPatientsPage } from "#contracts/patients.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ReplyNotice } from "./admin-reply.tsx";
import { PatientSearchForm } from "./patients/patient-search-form.tsx";
import { PatientSearchResults } from "./patients/patient-search-results.tsx";
import { useSubmission } from "./use-submission.ts";

/** A post of the referral page about its record: `intent`, and the record when there is one. */
function PatientPost({
  referralId,
  intent,
  patientId,
  children,
}: {
  referralId: string;
  intent: string;
  patientId?: string;
  children: ReactNode;
}) {
  const post = useSubmission(intent, patientId ?? referralId);
  return (
    <Form method="post" preventScrollReset onSubmit={post.onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={referralId} />
      {patientId && <input type="hidden" name="patientId" value={patientId} />}
      <Button type="submit" variant="outline" disabled={post.pending}>
        {post.pending && <Icon node={Loader2} className="animate-spin" />}
        {children}
      </Button>
    </Form>
  );
}

/**
 * The referral's patient record: the one its email matched or the practitioner linked, with 'Unlink'; else
 * a search for the record to link it to (`?patient=`), or 'Create patient record' from the referral.
 */
export function ReferralPatient({ referral, search }: { referral: AdminReferral; search: { q: string; found: AdminPatientsPage } | null }) {
  const { patient } = referral;
  return (
    <section aria-labelledby="referral-patient-heading" className="space-y-4 rounded-md border bg-card p-4 sm:p-6">
      <h2 id="referral-patient-heading" className="text-xl font-semibold text-brand-deep">
        Patient record
      </h2>
      <ReplyNotice subject="patient" />
      {patient ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0">
            Linked to{" "}
            <Link to={adminPaths.patient(patient.id)} className="font-medium break-words text-brand-deep underline">
              {patient.name}
            </Link>{" "}
            <span className="break-all text-muted-foreground">({patient.email})</span>
          </p>
          <PatientPost referralId={referral.id} intent="unlink-patient">
            <Icon node={Link2Off} />
            Unlink
          </PatientPost>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            This referral is not linked to a patient record. Find the patient&apos;s record to link it, or make one from the referral.
          </p>
          <PatientSearchForm
            action={adminPaths.referral(referral.id)}
            name="patient"
            q={search?.q ?? ""}
            label="Find the patient's record by name, email or phone"
          />
          {search && (
            <PatientSearchResults
              q={search.q}
              found={search.found}
              control={(found) => (
                <PatientPost referralId={referral.id} intent="link-patient" patientId={found.id}>
                  <Icon node={Link2} />
                  Link
                  <span className="sr-only">
                    {" "}
                    to {found.name}, {found.email}
                  </span>
                </PatientPost>
              )}
            />
          )}
          <PatientPost referralId={referral.id} intent="create-patient">
            <Icon node={UserPlus} />
            Create patient record
          </PatientPost>
        </>
      )}
    </section>
  );
}
