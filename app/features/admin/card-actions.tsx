import { Loader2 } from "lucide";
import { useId } from "react";
import { Form } from "react-router";
import type { AdminAppointment, ChargeRemainingPayload } from "#contracts/admin.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { CancelAppointmentDialog } from "./cancel-appointment-dialog.tsx";
import { ClinicalNoteButton } from "./clinical-notes/clinical-note-button.tsx";
import { cardActions } from "./card-rules.ts";
import { ReplyNotice } from "./admin-reply.tsx";
import { useSubmission } from "./use-submission.ts";

type TestOutcome = NonNullable<ChargeRemainingPayload["testOutcome"]>;

const testOutcomes: { value: TestOutcome; label: string }[] = [
  { value: "approve", label: "Approve" },
  { value: "decline", label: "Decline" },
  { value: "payer-action-required", label: "Payer action required" },
];

/**
 * The card's buttons, each a post to the dashboard's action (docs/product/decisions.md, 3: one request at a time):
 * 'Mark Consultation Complete' and 'Cancel appointment', then 'Charge Remaining $90' or 'Create Payment
 * Link ($90)'; and what the last one pressed here did.
 */
export function CardActions({ appointment }: { appointment: AdminAppointment }) {
  const outcomeId = useId();
  const actions = cardActions(appointment);
  const complete = useSubmission("complete", appointment.id);
  const charge = useSubmission("charge", appointment.id);
  const notice = <ReplyNotice subject={appointment.id} className="basis-full" />;
  const note = appointment.patientId && <ClinicalNoteButton appointmentId={appointment.id} patientId={appointment.patientId} />;
  if (!actions.markComplete && !actions.collect && !actions.cancel) {
    return (
      <>
        {notice}
        {note}
      </>
    );
  }
  return (
    <>
      {notice}
      {note}
      {actions.markComplete && (
        <Form method="post" preventScrollReset onSubmit={complete.onSubmit}>
          <input type="hidden" name="intent" value="complete" />
          <input type="hidden" name="appointmentId" value={appointment.id} />
          <Button type="submit" disabled={complete.pending}>
            {complete.pending && <Icon node={Loader2} className="animate-spin" />}
            Mark Consultation Complete
          </Button>
        </Form>
      )}
      {actions.cancel && <CancelAppointmentDialog appointment={appointment} />}
      {actions.collect && (
        <Form method="post" preventScrollReset onSubmit={charge.onSubmit} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="charge" />
          <input type="hidden" name="appointmentId" value={appointment.id} />
          {appointment.testMode && (
            <div className="grid gap-1">
              <label htmlFor={outcomeId} className="text-xs font-medium text-muted-foreground">
                Test outcome
              </label>
              <select
                id={outcomeId}
                name="testOutcome"
                defaultValue="approve"
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              >
                {testOutcomes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Button type="submit" variant="secondary" disabled={charge.pending}>
            {charge.pending && <Icon node={Loader2} className="animate-spin" />}
            {actions.collect}
          </Button>
        </Form>
      )}
    </>
  );
}
