import { ChevronDown, Loader2, Save } from "lucide";
import { useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import type { AdminPatient } from "#contracts/patients.ts";
import { FormReplyMessage, TextField } from "#app/components/form-fields.tsx";
import { PhoneLink } from "#app/components/phone-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";
import { formatLongDate } from "#core/scheduling/melbourne-time.ts";
import { DetailFields } from "#app/features/admin/detail-fields.tsx";

const FORM_ID = "patient-details";

/** What the overview's action answers to 'Save details': saved, or the form's reply. */
export type DetailsAnswer = { saved: true } | FormReply;

/**
 * The record's details, and 'Correct details' below them: a post to the overview's action, checked with the
 * API's schema. A refusal (an email another record has) or a field to correct opens it again as typed.
 */
export function PatientDetails({ patient }: { patient: AdminPatient }) {
  const answer = useActionData<DetailsAnswer | { subject: string }>();
  const reply = isFormReply(answer) && answer.values.intent === "details" ? answer : undefined;
  const saved = answer !== undefined && "saved" in answer;
  const saving = useNavigation().formData?.get("intent") === "details";
  const form = useRef<HTMLFormElement>(null);
  const shown: FormReply = {
    status: "invalid",
    error: "",
    fields: reply?.fields ?? {},
    values: { name: patient.name, email: patient.email, phone: patient.phone ?? "", ...reply?.values },
  };
  return (
    <section aria-labelledby="details-heading" className="space-y-4 rounded-md border bg-card p-4 sm:p-6">
      <h2 id="details-heading" className="text-xl font-semibold text-brand-deep">
        Details
      </h2>
      {saved && (
        <p role="status" className="rounded-md border border-primary/30 bg-secondary/60 p-3 text-sm font-semibold">
          Details saved.
        </p>
      )}
      <DetailFields
        fields={[
          ["Name", patient.name],
          [
            "Email",
            <a key="email" className="underline" href={`mailto:${patient.email}`}>
              {patient.email}
            </a>,
          ],
          ["Phone", patient.phone ? <PhoneLink key="phone" className="underline" number={patient.phone} /> : "None given"],
          [
            "Record since",
            <time key="since" dateTime={patient.createdAt}>
              {formatLongDate(new Date(patient.createdAt))}
            </time>,
          ],
        ]}
      />
      <details open={reply !== undefined} className="group rounded-md border">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 font-medium text-brand-deep [&::-webkit-details-marker]:hidden">
          Correct details
          <Icon node={ChevronDown} className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <Form ref={form} method="post" noValidate preventScrollReset className="grid gap-4 border-t p-4" aria-label="Correct details">
          <input type="hidden" name="intent" value="details" />
          <FormReplyMessage reply={reply} form={form} />
          <div className="grid gap-4 md:grid-cols-3">
            <TextField formId={FORM_ID} name="name" label="Name" reply={shown} autoComplete="off" />
            <TextField formId={FORM_ID} name="email" label="Email" type="email" reply={shown} autoComplete="off" />
            <TextField
              formId={FORM_ID}
              name="phone"
              label="Phone"
              type="tel"
              reply={shown}
              autoComplete="off"
              hint="Leave empty if unknown."
            />
          </div>
          <p className="text-sm text-muted-foreground">
            A new email is the one this record is found by from now on. Appointments keep the details they were booked with.
          </p>
          <Button type="submit" className="w-fit" disabled={saving}>
            <Icon node={saving ? Loader2 : Save} className={saving ? "animate-spin" : undefined} />
            Save details
          </Button>
        </Form>
      </details>
    </section>
  );
}
