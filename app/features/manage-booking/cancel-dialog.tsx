import { Loader2 } from "lucide";
import { useRef, useState } from "react";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { postJson, serverMessageOf } from "#app/lib/api-client.ts";
import { cancelConsequence } from "./cancel-texts.ts";

interface Props {
  token: string;
  view: ManageBookingView;
  onClose: () => void;
  onCancelled: (view: ManageBookingView) => void;
}

/**
 * 'Cancel appointment?': says what happens to the deposit before the patient confirms (the same rule the
 * API applies, computed by the server for this moment). Loaded on first use, with the dialog's code.
 */
export default function CancelDialog({ token, view, onClose, onCancelled }: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second click while the first request runs sends nothing (the server would answer the same anyway).
  const busy = useRef(false);

  async function confirm() {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      onCancelled(await postJson<ManageBookingView>(`/api/manage-booking/${encodeURIComponent(token)}/cancel`, {}));
    } catch (failure) {
      setError(serverMessageOf(failure, "The cancellation could not be sent. Please check your connection and try again."));
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this appointment?</DialogTitle>
          <DialogDescription>{cancelConsequence(view)}</DialogDescription>
        </DialogHeader>
        {view.startTime && <p className="text-sm">The time is released at once and your calendar invitation is withdrawn.</p>}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Keep my appointment
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending && <Icon node={Loader2} className="animate-spin" />}
            {view.cancelNow === "refund" ? "Cancel and refund my deposit" : "Cancel and forfeit the deposit"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
