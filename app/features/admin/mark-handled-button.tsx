import { Check, Loader2 } from "lucide";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useSubmission } from "./use-submission.ts";

/** 'Mark handled' for a referral or a message: a post to its page's action. */
export function MarkHandledButton({ id }: { id: string }) {
  const mark = useSubmission("handled", id);
  return (
    <Form method="post" preventScrollReset onSubmit={mark.onSubmit}>
      <input type="hidden" name="intent" value="handled" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" disabled={mark.pending}>
        <Icon node={mark.pending ? Loader2 : Check} className={mark.pending ? "animate-spin" : undefined} />
        Mark handled
      </Button>
    </Form>
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
