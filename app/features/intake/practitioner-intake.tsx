import { CircleAlert, FileCheck2 } from "lucide";
import type { IntakeRecord, PractitionerIntakeView } from "#contracts/intake.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { formatMoment, IntakeSummary } from "./intake-summary.tsx";

/** The consent as the practitioner checks it: its version and when it was given, and the words agreed to. */
function ConsentRecord({ consent, text }: { consent: IntakeRecord["consent"]; text?: string | null }) {
  if (!consent) return <p className="font-medium text-destructive">Not agreed.</p>;
  return (
    <>
      <p>
        Version {consent.version}, agreed on {formatMoment(consent.at)}.
      </p>
      {text && (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary underline">
            Read the consent text of version {consent.version}
          </summary>
          <p className="mt-2 rounded-md border bg-secondary/30 p-3 whitespace-pre-line">{text}</p>
        </details>
      )}
    </>
  );
}

/**
 * A patient's intake for the practitioner: the submitted one, and a draft not submitted (the only intake, or
 * changes begun after sending), each marked as what it is.
 */
export function PractitionerIntake({ view }: { view: PractitionerIntakeView }) {
  const { submitted, draft } = view;
  if (!submitted && !draft) {
    return (
      <p className="rounded-md border bg-card p-4 text-muted-foreground">The patient has not started the pre-consultation form yet.</p>
    );
  }
  return (
    <div className="space-y-10">
      {submitted && (
        <section aria-labelledby="submitted-heading" className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="submitted-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-deep">
              <Icon node={FileCheck2} className="size-5 text-primary" />
              Submitted intake
            </h2>
            <Badge variant="secondary">Submitted {formatMoment(submitted.submittedAt!)}</Badge>
          </div>
          <IntakeSummary answers={submitted.answers} consent={<ConsentRecord consent={submitted.consent} text={submitted.consentText} />} />
        </section>
      )}
      {draft && (
        <section aria-labelledby="draft-heading" className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="draft-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-deep">
              <Icon node={CircleAlert} className="size-5 text-amber-700" />
              {submitted ? "Changes not submitted" : "Draft: not submitted"}
            </h2>
            <Badge variant="outline">Last saved {formatMoment(draft.updatedAt)}</Badge>
          </div>
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {submitted
              ? "The patient has started changing the answers above and has not sent the changes: they may still be incomplete."
              : "The patient has started the form and has not sent it: the answers may be incomplete."}
          </p>
          <IntakeSummary answers={draft.answers} consent={<ConsentRecord consent={draft.consent} />} />
        </section>
      )}
    </div>
  );
}
