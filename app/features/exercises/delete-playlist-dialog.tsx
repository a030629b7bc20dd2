import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";

/** Deleting a playlist asks first: it cannot be undone, and its link stops working for anyone it was shared with. */
export default function DeletePlaylistDialog({
  name,
  onClose,
  onDelete,
}: {
  name: string;
  onClose: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this playlist?</DialogTitle>
          <DialogDescription>
            {name} and its exercises will be deleted. This cannot be undone, and its link will stop working.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Keep playlist
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onDelete().catch(() => setBusy(false));
            }}
          >
            {busy ? "Deleting..." : "Delete playlist"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
