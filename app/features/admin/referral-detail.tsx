import { Download } from "lucide";
import type { ReactNode } from "react";
import type { AdminReferral } from "#contracts/admin-inbox.ts";
import { adminFiles } from "#contracts/admin-paths.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { AdminWhen } from "./admin-when.tsx";
import { DetailFields } from "./detail-fields.tsx";
import { HandledState, MarkHandledButton } from "./mark-handled-button.tsx";
import { ReplyNotice } from "./admin-reply.tsx";
import { PhoneLink } from "#app/components/phone-link.tsx";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One referral: every field, the clinical notes, the document to download, 'Mark handled'. */
export function ReferralDetail({ referral: r }: { referral: AdminReferral }) {
  return (
    <article aria-labelledby="referral-heading" className="space-y-6 rounded-md border bg-card p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="referral-heading" className="flex flex-wrap items-center gap-2 text-xl font-semibold text-brand-deep">
          Referral for {r.patientName}
          <HandledState handledAt={r.handledAt} />
        </h2>
        {!r.handledAt && <MarkHandledButton id={r.id} />}
      </header>
      <ReplyNotice subject={r.id} />
      <DetailFields
        fields={[
          ["Received", <AdminWhen key="received" iso={r.createdAt} />],
          ["Patient", r.patientName],
          [
            "Patient's email",
            <a key="pe" className="underline" href={`mailto:${r.patientEmail}`}>
              {r.patientEmail}
            </a>,
          ],
          ["Referrer", r.referrerName],
          ["Clinic", r.clinicName],
          [
            "Referrer's email",
            <a key="re" className="underline" href={`mailto:${r.referrerEmail}`}>
              {r.referrerEmail}
            </a>,
          ],
          ["Referrer's phone", <PhoneLink key="rp" className="underline" number={r.referrerPhone} />],
          ["Professional network", r.joinNetwork ? "Yes, wants to join" : "No"],
          ...(r.handledAt ? ([["Handled", <AdminWhen key="handled" iso={r.handledAt} />]] as [string, ReactNode][]) : []),
        ]}
      />
      <section aria-labelledby="notes-heading" className="space-y-2">
        <h3 id="notes-heading" className="font-semibold text-brand-deep">
          Clinical notes
        </h3>
        <p className="whitespace-pre-wrap rounded-md bg-muted p-3">{r.clinicalNotes || "None given."}</p>
      </section>
      <section aria-labelledby="document-heading" className="space-y-2">
        <h3 id="document-heading" className="font-semibold text-brand-deep">
          Document
        </h3>
        {r.document ? (
          <a
            href={adminFiles.referralDocument(r.id)}
            download={r.document.filename}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-deep underline"
          >
            <Icon node={Download} className="size-4" />
            Download {r.document.filename} ({kilobytes(r.document.sizeBytes)})
          </a>
        ) : (
          <p className="text-muted-foreground">No document attached.</p>
        )}
      </section>
    </article>
  );
}
