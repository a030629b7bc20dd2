import { Loader2, Save } from "lucide";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import type { ProgrammeVersion } from "#contracts/programmes.ts";
import { FormReplyMessage, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useFormReply } from "#app/lib/form-submission.ts";

const FORM_ID = "save-version";

/**
 * 'Save version': the draft's exercises, as they are now, become the next version with its phase, days a
 * week and dates; the patient is emailed that it is ready. Starts from the current version's phase and days.
 */
export function SaveVersionForm({ current, today, nextNumber }: { current: ProgrammeVersion | null; today: string; nextNumber: number }) {
  const form = useRef<HTMLFormElement>(null);
  const posted = useFormReply();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save-version";
  const reply: FormReply = {
    status: "invalid",
    error: "",
    fields: posted?.fields ?? {},
    values: {
      phase: current?.phase ?? "",
      daysPerWeek: String(current?.daysPerWeek ?? 3),
      startsOn: today,
      reviewOn: "",
      ...(posted?.values.intent === "save-version" ? posted.values : {}),
    },
  };
  return (
    <section aria-labelledby={`${FORM_ID}-heading`} className="space-y-3 rounded-xl border bg-card p-4 sm:p-6">
      <h3 id={`${FORM_ID}-heading`} className="text-xl font-semibold text-brand-deep">
        Save version {nextNumber}
      </h3>
      <p className="text-sm text-muted-foreground">
        The exercises above, with their dosage as they are now, become version {nextNumber}. The patient is emailed that a programme is
        ready; earlier versions stay as they were prescribed.
      </p>
      {posted?.values.intent === "save-version" && <FormReplyMessage reply={posted} form={form} />}
      <Form ref={form} method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save-version" />
        <TextField formId={FORM_ID} name="phase" label="Phase" reply={reply} required maxLength={80} />
        <TextField
          formId={FORM_ID}
          name="daysPerWeek"
          label="Days a week"
          reply={reply}
          type="number"
          inputMode="numeric"
          min={1}
          max={7}
          required
        />
        <TextField formId={FORM_ID} name="startsOn" label="Start date" reply={reply} type="date" required />
        <TextField formId={FORM_ID} name="reviewOn" label="Review date (optional)" reply={reply} type="date" />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            <Icon node={saving ? Loader2 : Save} className={saving ? "animate-spin" : undefined} />
            Save version {nextNumber}
          </Button>
        </div>
      </Form>
    </section>
  );
}
