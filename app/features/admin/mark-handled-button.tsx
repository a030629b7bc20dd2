import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Loader2 } from "lucide";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { serverMessageOf } from "#app/lib/api-client.ts";
import { inboxQueryKeys } from "./inbox-api.ts";

/**
 * 'Mark handled' for a referral or a message: once done, the item, its list and the navigation's counts
 * are read again.
 */
export function MarkHandledButton({
  mark,
  itemKey,
  listKey,
}: {
  mark: () => Promise<unknown>;
  itemKey: readonly unknown[];
  listKey: readonly unknown[];
}) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: mark,
    onSuccess: async () => {
      toast({ title: "Marked handled" });
      await Promise.all([itemKey, listKey, inboxQueryKeys.counts].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Not marked handled", description: serverMessageOf(error, "Please try again.") }),
  });
  return (
    <Button type="button" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      <Icon node={mutation.isPending ? Loader2 : Check} className={mutation.isPending ? "animate-spin" : undefined} />
      Mark handled
    </Button>
  );
}

/** Whether an item is new or was handled, and when. */
export function HandledState({ handledAt }: { handledAt: string | null }) {
  return handledAt ? (
    <span className="text-sm text-muted-foreground">Handled</span>
  ) : (
    <span className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">New</span>
  );
}
