import { Download, Loader2, Mail, ShieldCheck, Undo2 } from "lucide";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormReplyMessage, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { ReplyNotice } from "#app/features/admin/admin-reply.tsx";
import { useFormReply } from "#app/lib/form-submission.ts";
import { adminFiles } from "#contracts/admin-paths.ts";
import type { FormReply } from "#contracts/form-reply.ts";
import { consentGivenBy, type OutcomeProgressPage, type ReportConsent } from "#contracts/outcome-progress.ts";
import { formatLongDate } from "#core/scheduling/melbourne-time.ts";

/** The Progress tab's posts, by their `intent`. */
export const progressIntents = { record: "record-consent", withdraw: "withdraw-consent", email: "email-report" } as const;

const longDate = (iso: string) => formatLongDate(new Date(iso));

/**
 * The report to the surgeon (docs/decisions/0050, 0053): sent only under the patient's recorded consent to
 * a named clinician. Each consent in force offers the report to download or email; one withdrawn stays listed.
 */
export function ReportConsents({ page }: { page: OutcomeProgressPage }) {
  const noScores = page.progress.instruments.length === 0;
  return (
    <section aria-labelledby="report-heading" className="space-y-4">
      <h3 id="report-heading" className="text-lg font-semibold text-brand-deep">
        Progress report to the surgeon
      </h3>
      <p>
        One page for the referring surgeon: the surgery date, each measure&apos;s first and latest scores and their change, the scores over
        time. It goes only to a clinician the patient has agreed may have it.
      </p>
      {noScores && <p className="text-muted-foreground">There is nothing to report until the patient has sent a questionnaire.</p>}
      {page.consents.length > 0 && (
        <ul className="space-y-3">
          {page.consents.map((consent) => (
            <ConsentItem key={consent.id} patientId={page.patientId} consent={consent} canReport={!noScores} />
          ))}
        </ul>
      )}
      <RecordConsentForm referrer={page.referrer} />
    </section>
  );
}

function ConsentItem({ patientId, consent, canReport }: { patientId: string; consent: ReportConsent; canReport: boolean }) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("consentId") === consent.id;
  return (
    <li className="space-y-3 rounded-md border p-4">
      <p>
        <span className="font-medium">{consent.recipientName}</span>{" "}
        <span className="break-all text-muted-foreground">({consent.recipientEmail})</span>
      </p>
      <p className="text-sm text-muted-foreground">
        Consent given {consent.givenBy}, recorded {longDate(consent.recordedAt)}
        {consent.withdrawnAt && <strong className="text-foreground">; withdrawn {longDate(consent.withdrawnAt)}</strong>}.
      </p>
      {!consent.withdrawnAt && (
        <div className="flex flex-wrap gap-2">
          {canReport && (
            <>
              <Button asChild>
                <a href={adminFiles.progressReport(patientId, consent.id)} download>
                  <Icon node={Download} />
                  Download report
                </a>
              </Button>
              <Form method="post">
                <input type="hidden" name="consentId" value={consent.id} />
                <Button type="submit" name="intent" value={progressIntents.email} variant="outline" disabled={busy(progressIntents.email)}>
                  <Icon
                    node={busy(progressIntents.email) ? Loader2 : Mail}
                    className={busy(progressIntents.email) ? "animate-spin" : undefined}
                  />
                  Email report to {consent.recipientName}
                </Button>
              </Form>
            </>
          )}
          <Form method="post">
            <input type="hidden" name="consentId" value={consent.id} />
            <Button type="submit" name="intent" value={progressIntents.withdraw} variant="ghost" disabled={busy(progressIntents.withdraw)}>
              <Icon node={Undo2} />
              Withdraw consent<span className="sr-only"> for {consent.recipientName}</span>
            </Button>
          </Form>
        </div>
      )}
      <ReplyNotice subject={consent.id} />
    </li>
  );
}

/** 'Record consent': the recipient (the referrer unless changed) and how the patient gave it. */
function RecordConsentForm({ referrer }: { referrer: OutcomeProgressPage["referrer"] }) {
  const form = useRef<HTMLFormElement>(null);
  const answer = useFormReply();
  const reply = answer?.values.intent === progressIntents.record ? answer : undefined;
  const saving = useNavigation().formData?.get("intent") === progressIntents.record;
  // The fields start from the referrer, or from what was typed when the post was refused.
  const shown: FormReply = {
    status: "invalid",
    error: "",
    fields: reply?.fields ?? {},
    values: { recipientName: referrer?.name ?? "", recipientEmail: referrer?.email ?? "", givenBy: consentGivenBy[0], ...reply?.values },
  };
  const formId = "report-consent";
  const givenByError = reply?.fields.givenBy;
  return (
    <Form method="post" ref={form} className="max-w-xl space-y-4 rounded-md border p-4" noValidate aria-labelledby="record-consent-heading">
      <h4 id="record-consent-heading" className="font-semibold">
        Record the patient&apos;s consent
      </h4>
      <input type="hidden" name="intent" value={progressIntents.record} />
      <FormReplyMessage reply={reply} form={form} />
      <TextField
        formId={formId}
        name="recipientName"
        label="Clinician's name"
        reply={shown}
        autoComplete="off"
        hint={referrer ? "The referring clinician, unless the patient named another." : undefined}
      />
      <TextField formId={formId} name="recipientEmail" label="Clinician's email" type="email" reply={shown} autoComplete="off" />
      <div className="grid gap-2">
        <Label htmlFor={`${formId}-givenBy`}>How the patient gave it</Label>
        <NativeSelect
          id={`${formId}-givenBy`}
          name="givenBy"
          defaultValue={shown.values.givenBy}
          aria-invalid={givenByError ? true : undefined}
          aria-describedby={givenByError ? `${formId}-givenBy-error` : undefined}
        >
          {consentGivenBy.map((way) => (
            <option key={way} value={way}>
              {way[0]!.toUpperCase() + way.slice(1)}
            </option>
          ))}
        </NativeSelect>
        {givenByError && (
          <p id={`${formId}-givenBy-error`} className="text-sm font-medium text-destructive">
            {givenByError}
          </p>
        )}
      </div>
      <Button type="submit" disabled={saving}>
        <Icon node={saving ? Loader2 : ShieldCheck} className={saving ? "animate-spin" : undefined} />
        Record consent
      </Button>
      <ReplyNotice subject="consent" />
    </Form>
  );
}
