import { Loader2 } from "lucide";
import { useId } from "react";
import { Form } from "react-router";
import type { AdminAppointment } from "#contracts/admin.ts";
import { formatDollars } from "#core/fees.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useSubmission } from "./use-submission.ts";

/**
 * 'Cancel appointment' for the practitioner: refund the deposit or keep it, whatever the notice (the
 * patient's own rule does not bind the practice); the patient is emailed either way and it is audited.
 * The confirmation is a native popover: it opens on the first press, with or without the page's script,
 * and its choice is a post to the dashboard's action.
 */
export function CancelAppointmentDialog({ appointment }: { appointment: AdminAppointment }) {
  const id = useId();
  const deposit = formatDollars(appointment.depositCents);
  const cancel = useSubmission("cancel", appointment.id);
  return (
    <>
      <Button type="button" variant="outline" popoverTarget={`${id}-dialog`}>
        Cancel appointment
      </Button>
      <div
        id={`${id}-dialog`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border bg-background p-6 shadow-lg backdrop:bg-black/50"
      >
        <Form method="post" preventScrollReset onSubmit={cancel.onSubmit} className="grid gap-4">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="appointmentId" value={appointment.id} />
          <h2 id={`${id}-title`} className="text-lg leading-none font-semibold">
            Cancel {appointment.name}&apos;s appointment?
          </h2>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            The time is freed at once and the patient is emailed with a calendar cancellation.
          </p>
          <fieldset className="grid gap-3 text-sm">
            <legend className="mb-2 font-medium">The {deposit} deposit</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="refundDeposit" value="refund" defaultChecked className="size-4" />
              Refund the deposit
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="refundDeposit" value="keep" className="size-4" />
              Keep the deposit
            </label>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" popoverTarget={`${id}-dialog`} popoverTargetAction="hide" disabled={cancel.pending}>
              Back
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.pending}>
              {cancel.pending && <Icon node={Loader2} className="animate-spin" />}
              Cancel appointment
            </Button>
          </div>
        </Form>
      </div>
    </>
  );
}
