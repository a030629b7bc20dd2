import { Loader2 } from "lucide";
import type { FormEventHandler, ReactNode } from "react";
import { practice } from "#core/practice.ts";
import type { FieldBinding } from "#app/components/form-island.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { paths } from "#contracts/paths.ts";
import { AttachmentField } from "./attachment-field.tsx";
import { MAX_NOTES_LENGTH } from "#contracts/referral-limits.ts";

export type TextFieldName = "referrerName" | "clinicName" | "email" | "phone" | "patientName" | "patientEmail" | "notes";
export type ReferralFieldName = TextFieldName | "joinNetwork" | "attachment";

export interface ReferralFormViewProps {
  formId: string;
  bind: (name: TextFieldName | "joinNetwork") => FieldBinding;
  errors: Partial<Record<ReferralFieldName, string>>;
  pending: boolean;
  readingFile: boolean;
  selectedFile: { name: string; size: number } | null;
  onFiles: (files: File[]) => void;
  onRemoveFile: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

export const fieldId = (formId: string, name: ReferralFieldName) => `${formId}-${name}`;

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  // The spec's labels carry their required mark ("Your Full Name*"); the mark is visual, `required` tells assistive tech.
  const required = label.endsWith("*");
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {required ? label.slice(0, -1) : label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const textFields: readonly { name: Exclude<TextFieldName, "notes">; label: string; type?: string; autoComplete: string }[] = [
  { name: "referrerName", label: "Your Full Name*", autoComplete: "name" },
  { name: "clinicName", label: "Clinic/Hospital Name*", autoComplete: "organization" },
  { name: "email", label: "Your Email*", type: "email", autoComplete: "email" },
  { name: "phone", label: "Clinic Phone Contact*", type: "tel", autoComplete: "tel" },
  { name: "patientName", label: "Patient Full Name*", autoComplete: "off" },
  { name: "patientEmail", label: "Patient Email*", type: "email", autoComplete: "off" },
];

/**
 * The referral form's markup (spec "Referral page"), the same whether the page has just loaded (plain
 * inputs) or react-hook-form drives it: the inputs are uncontrolled either way, so what is typed stays.
 */
export function ReferralFormView(props: ReferralFormViewProps) {
  const { formId, bind, errors, pending } = props;
  const id = (name: ReferralFieldName) => fieldId(formId, name);
  const aria = (name: ReferralFieldName) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id(name)}-error` : undefined,
  });
  const textField = ({ name, label, type, autoComplete }: (typeof textFields)[number]) => (
    <Field key={name} id={id(name)} label={label} error={errors[name]}>
      <Input
        id={id(name)}
        type={type ?? "text"}
        autoComplete={autoComplete}
        required
        className="scroll-mt-28"
        {...aria(name)}
        {...bind(name)}
      />
    </Field>
  );

  return (
    <form id={formId} method="post" noValidate aria-label="Referral form" onSubmit={props.onSubmit} className="space-y-8">
      <fieldset disabled={pending} className="space-y-5">
        <legend className="mb-4 text-xl font-semibold text-brand-deep">Your Information</legend>
        <div className="grid gap-5 sm:grid-cols-2">{textFields.slice(0, 4).map(textField)}</div>
        <div className="flex items-start gap-3 rounded-lg bg-secondary/60 p-4">
          <Checkbox id={id("joinNetwork")} className="mt-0.5" {...bind("joinNetwork")} />
          <label htmlFor={id("joinNetwork")} className="text-sm leading-snug">
            Join our professional network to receive educational material on ACL rehabilitation
          </label>
        </div>
      </fieldset>

      <fieldset disabled={pending} className="space-y-5">
        <legend className="mb-4 text-xl font-semibold text-brand-deep">Patient Information</legend>
        <div className="grid gap-5 sm:grid-cols-2">{textFields.slice(4).map(textField)}</div>
        <Field id={id("notes")} label="Clinical Notes (optional)" error={errors.notes}>
          <Textarea
            id={id("notes")}
            rows={5}
            maxLength={MAX_NOTES_LENGTH}
            placeholder="Diagnosis, surgery date and graft, current stage, precautions, goals"
            className="scroll-mt-28"
            {...aria("notes")}
            {...bind("notes")}
          />
        </Field>
        <AttachmentField
          id={id("attachment")}
          selected={props.selectedFile}
          error={errors.attachment}
          disabled={pending}
          onFiles={props.onFiles}
          onRemove={props.onRemoveFile}
        />
      </fieldset>

      <div className="space-y-4 border-t pt-6">
        <p className="text-sm text-muted-foreground">
          Your referral goes securely to our team&apos;s mailbox ({practice.email}) and you will receive an acknowledgement by email. We use
          these details only to assess the referral, contact the patient about their care and reply to you. Read our{" "}
          {/* A plain link: this form runs as its own React root, outside the router (referral-form.tsx). */}
          <a href={paths.privacy} className="font-medium text-primary underline underline-offset-2">
            privacy policy
          </a>
          .
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending || props.readingFile}>
          {pending ? (
            <>
              <Icon node={Loader2} className="animate-spin" /> Submitting...
            </>
          ) : (
            "Submit Referral"
          )}
        </Button>
      </div>
    </form>
  );
}
