import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide";
import { lazy, Suspense, useId, useRef, useState } from "react";
import type { AdminAppointment, ChargeRemainingPayload, ChargeRemainingResponse } from "#contracts/admin.ts";
import { adminMessages } from "#contracts/admin-messages.ts";
import { formatDollars } from "#core/fees.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { serverMessageOf } from "#app/lib/api-client.ts";
import { adminQueryKeys, chargeRemaining, markCompleted } from "./admin-api.ts";
import { cardActions } from "./card-rules.ts";

const CancelAppointmentDialog = lazy(() => import("./cancel-appointment-dialog.tsx"));

type TestOutcome = NonNullable<ChargeRemainingPayload["testOutcome"]>;

const testOutcomes: { value: TestOutcome; label: string }[] = [
  { value: "approve", label: "Approve" },
  { value: "decline", label: "Decline" },
  { value: "payer-action-required", label: "Payer action required" },
];

/**
 * A mutation that runs once at a time: a second click while the first request is under way sends nothing
 * (product decision 3), even before React has re-rendered the button as disabled.
 */
function useOnce<T, R>(run: (input: T) => Promise<R>) {
  const busy = useRef(false);
  const mutation = useMutation({ mutationFn: run, onSettled: () => void (busy.current = false) });
  const start = (input: T, handlers: Parameters<typeof mutation.mutate>[1]) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(input, handlers);
  };
  return { start, pending: mutation.isPending };
}

async function copied(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

async function announceCharge(result: ChargeRemainingResponse, balance: string) {
  if (result.charged) {
    toast({ title: adminMessages.paymentSucceeded, description: `Remaining ${balance} has been charged successfully.` });
    return;
  }
  const why =
    result.reason === "declined"
      ? "The saved payment method was declined. "
      : result.reason === "payer-action-required"
        ? "The payer must approve this payment. "
        : "";
  toast({
    title: adminMessages.paymentLinkCreated,
    description: (await copied(result.paymentUrl)) ? (
      `${why}The link is copied to your clipboard.`
    ) : (
      <>
        {why}Copy the link: <span className="break-all select-all">{result.paymentUrl}</span>
      </>
    ),
  });
}

/** The card's buttons: 'Mark Consultation Complete' and 'Cancel appointment', then 'Charge Remaining $90' or 'Create Payment Link ($90)'. */
export function CardActions({ appointment }: { appointment: AdminAppointment }) {
  const queryClient = useQueryClient();
  const outcomeId = useId();
  const [outcome, setOutcome] = useState<TestOutcome>("approve");
  const actions = cardActions(appointment);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.appointments });
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit });
  };
  const complete = useOnce(markCompleted);
  const charge = useOnce(chargeRemaining);
  const [cancelling, setCancelling] = useState(false);

  if (!actions.markComplete && !actions.collect && !actions.cancel) return null;
  return (
    <>
      {actions.markComplete && (
        <Button
          disabled={complete.pending}
          onClick={() =>
            complete.start(appointment.id, {
              onSuccess: () => {
                toast({ title: adminMessages.markedComplete });
                refresh();
              },
              onError: (error) =>
                toast({
                  variant: "destructive",
                  title: "Could not mark complete",
                  description: serverMessageOf(error, "Please try again."),
                }),
            })
          }
        >
          {complete.pending && <Icon node={Loader2} className="animate-spin" />}
          Mark Consultation Complete
        </Button>
      )}
      {actions.cancel && (
        <Button variant="outline" onClick={() => setCancelling(true)}>
          Cancel appointment
        </Button>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelAppointmentDialog appointment={appointment} onClose={() => setCancelling(false)} />
        </Suspense>
      )}
      {actions.collect && appointment.testMode && (
        <div className="grid gap-1">
          <label htmlFor={outcomeId} className="text-xs font-medium text-muted-foreground">
            Test outcome
          </label>
          <select
            id={outcomeId}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as TestOutcome)}
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
      {actions.collect && (
        <Button
          variant="secondary"
          disabled={charge.pending}
          onClick={() =>
            charge.start(
              { appointmentId: appointment.id, ...(appointment.testMode ? { testOutcome: outcome } : {}) },
              {
                onSuccess: async (result) => {
                  await announceCharge(result, formatDollars(appointment.balanceCents));
                  refresh();
                },
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: adminMessages.paymentFailed,
                    description: serverMessageOf(error, adminMessages.paymentFailedFallback),
                  }),
              },
            )
          }
        >
          {charge.pending && <Icon node={Loader2} className="animate-spin" />}
          {actions.collect}
        </Button>
      )}
    </>
  );
}
