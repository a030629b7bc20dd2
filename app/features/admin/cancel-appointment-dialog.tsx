import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide";
import { useId, useState } from "react";
import type { AdminAppointment } from "#contracts/admin.ts";
import { formatDollars } from "#core/fees.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { serverMessageOf } from "#app/lib/api-client.ts";
import { adminQueryKeys, cancelAppointment } from "./admin-api.ts";

/**
 * 'Cancel appointment' for the practitioner (issue 17): refund the deposit or keep it, whatever the notice
 * (the patient's own rule does not bind the practice). The patient is emailed either way; it is audited.
 */
export default function CancelAppointmentDialog({ appointment, onClose }: { appointment: AdminAppointment; onClose: () => void }) {
  const queryClient = useQueryClient();
  const name = useId();
  const [refund, setRefund] = useState(true);
  const deposit = formatDollars(appointment.depositCents);
  const mutation = useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (result) => {
      toast({
        title: "Appointment cancelled",
        description:
          result.refund === "completed"
            ? `The ${deposit} deposit has been refunded.`
            : result.refund === "pending"
              ? `The ${deposit} refund did not go through yet; it is retried automatically.`
              : `The ${deposit} deposit is kept.`,
      });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit });
      onClose();
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Could not cancel", description: serverMessageOf(error, "Please try again.") }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {appointment.name}&apos;s appointment?</DialogTitle>
          <DialogDescription>The time is freed at once and the patient is emailed with a calendar cancellation.</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-3 text-sm">
          <legend className="mb-2 font-medium">The {deposit} deposit</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name={name} checked={refund} onChange={() => setRefund(true)} className="size-4" />
            Refund the deposit
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={name} checked={!refund} onChange={() => setRefund(false)} className="size-4" />
            Keep the deposit
          </label>
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Back
          </Button>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() => !mutation.isPending && mutation.mutate({ appointmentId: appointment.id, refundDeposit: refund })}
          >
            {mutation.isPending && <Icon node={Loader2} className="animate-spin" />}
            Cancel appointment
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
