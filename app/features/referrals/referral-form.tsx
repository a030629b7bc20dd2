import { Loader2 } from "lucide";
import { useRef, type ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { practice } from "#core/practice.ts";
import { MAX_NOTES_LENGTH } from "#contracts/referral-limits.ts";
import { paths } from "#contracts/paths.ts";
import { FormReplyMessage, TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";
import { AttachmentField } from "./attachment-field.tsx";
import { ReferralSubmitted } from "./referral-submitted.tsx";

const FORM_ID = "referral-form";

/** The spec's labels carry their required mark ("Your Full Name*"): visual; `required` tells assistive tech. */
const required = (label: string): ReactNode => (
  <>
    {label}
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  </>
);

const textFields = [
  { name: "referrerName", label: "Your Full Name", autoComplete: "name" },
  { name: "clinicName", label: "Clinic/Hospital Name", autoComplete: "organization" },
  { name: "email", label: "Your Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Clinic Phone Contact", type: "tel", autoComplete: "tel" },
  { name: "patientName", label: "Patient Full Name", autoComplete: "off" },
  { name: "patientEmail", label: "Patient Email", type: "email", autoComplete: "off" },
] as const;

/**
 * The referral form (docs/product/spec.md, "Referral page"): the page's action receives it, document included, checked with
 * the schema of POST /api/referrals. Before the page hydrates it is a plain multipart post answered by a
 * page; after, the same post without a reload. Either way the answer is 'Referral Submitted!' or the form
 * as typed with what to correct (a file must be chosen again after a plain post).
 */
export function ReferralForm() {
  const answer = useActionData<unknown>();
  const reply = isFormReply(answer) ? answer : undefined;
  const sending = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  if (answer !== undefined && !reply) return <ReferralSubmitted />;

  const textField = ({ name, label, ...input }: (typeof textFields)[number]) => (
    <TextField key={name} formId={FORM_ID} name={name} label={required(label)} reply={reply} required className="scroll-mt-28" {...input} />
  );
  return (
    <Form
      ref={form}
      id={FORM_ID}
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-label="Referral form"
      aria-busy={sending}
      className="space-y-8"
    >
      {/* A limit's refusal names when to try again and how else to reach the practice. */}
      <FormReplyMessage reply={reply} form={form} />
      <fieldset className="space-y-5">
        <legend className="mb-4 text-xl font-semibold text-brand-deep">Your Information</legend>
        <div className="grid gap-5 sm:grid-cols-2">{textFields.slice(0, 4).map(textField)}</div>
        <div className="flex items-start gap-3 rounded-lg bg-secondary/60 p-4">
          <Checkbox
            id={`${FORM_ID}-joinNetwork`}
            name="joinNetwork"
            defaultChecked={reply?.values.joinNetwork === "on"}
            className="mt-0.5"
          />
          <label htmlFor={`${FORM_ID}-joinNetwork`} className="text-sm leading-snug">
            Join our professional network to receive educational material on ACL rehabilitation
          </label>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-xl font-semibold text-brand-deep">Patient Information</legend>
        <div className="grid gap-5 sm:grid-cols-2">{textFields.slice(4).map(textField)}</div>
        <TextAreaField
          formId={FORM_ID}
          name="notes"
          label="Clinical Notes (optional)"
          reply={reply}
          rows={5}
          maxLength={MAX_NOTES_LENGTH}
          placeholder="Diagnosis, surgery date and graft, current stage, precautions, goals"
          className="scroll-mt-28"
        />
        <AttachmentField id={`${FORM_ID}-attachment`} error={reply?.fields.attachment} chosenBefore={reply?.values.attachment} />
      </fieldset>

      <div className="space-y-4 border-t pt-6">
        <p className="text-sm text-muted-foreground">
          Your referral goes securely to our team&apos;s mailbox ({practice.email}) and you will receive an acknowledgement by email. We use
          these details only to assess the referral, contact the patient about their care and reply to you. Read our{" "}
          <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-2">
            privacy policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? (
            <>
              <Icon node={Loader2} className="animate-spin" /> Submitting...
            </>
          ) : (
            "Submit Referral"
          )}
        </Button>
      </div>
    </Form>
  );
}
