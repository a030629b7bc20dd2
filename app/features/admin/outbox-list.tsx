import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, RefreshCw } from "lucide";
import { Link } from "react-router";
import type { AdminOutboxSummary, OutboxState } from "#contracts/admin-inbox.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { serverMessageOf } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/utils.ts";
import { AdminWhen } from "./admin-when.tsx";
import { fetchOutbox, inboxQueryKeys, sendAgain } from "./inbox-api.ts";
import { QueryState } from "./query-state.tsx";

const stateLabels: Record<OutboxState, { label: string; className: string }> = {
  sent: { label: "Sent", className: "bg-emerald-100 text-emerald-950" },
  held: { label: "Held: no mail server", className: "bg-amber-100 text-amber-950" },
  retrying: { label: "Failed, retrying", className: "bg-orange-100 text-orange-950" },
  "given-up": { label: "Given up", className: "bg-red-100 text-red-950" },
  queued: { label: "Queued", className: "bg-slate-100 text-slate-900" },
};

export function OutboxStateBadge({ state }: { state: OutboxState }) {
  const { label, className } = stateLabels[state];
  return <span className={cn("rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap", className)}>{label}</span>;
}

/** 'RefreshCw again' for held and given-up mail once a mail server is configured; otherwise why it cannot. */
export function SendAgainButton({
  message,
  smtpConfigured,
}: {
  message: Pick<AdminOutboxSummary, "id" | "state">;
  smtpConfigured: boolean;
}) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => sendAgain(message.id),
    onSuccess: async () => {
      toast({ title: "Queued to send again" });
      await Promise.all(
        [inboxQueryKeys.outbox, inboxQueryKeys.outboxMessage(message.id), inboxQueryKeys.counts].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => toast({ variant: "destructive", title: "Not sent", description: serverMessageOf(error, "Please try again.") }),
  });
  if (message.state !== "held" && message.state !== "given-up") return null;
  if (!smtpConfigured) return <span className="text-xs text-muted-foreground">RefreshCw again once SMTP_URL is set</span>;
  return (
    <Button type="button" size="sm" variant="outline" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      <Icon node={mutation.isPending ? Loader2 : RefreshCw} className={mutation.isPending ? "animate-spin" : undefined} />
      RefreshCw again
    </Button>
  );
}

/** Every outgoing mail, newest first: its state, recipient and subject; the body one click away. */
export function OutboxList() {
  const outbox = useQuery({ queryKey: inboxQueryKeys.outbox, queryFn: fetchOutbox, staleTime: 0 });
  return (
    <QueryState query={outbox} what="outbox">
      {({ messages, smtpConfigured }) =>
        messages.length === 0 ? (
          <p className="text-muted-foreground">No mail yet.</p>
        ) : (
          <ul className="divide-y rounded-md border bg-card">
            {messages.map((message) => (
              <li key={message.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <Link
                    to={adminPaths.outboxMessage(message.id)}
                    className="block font-semibold break-words text-brand-deep underline-offset-4 hover:underline"
                  >
                    {message.subject}
                  </Link>
                  <p className="text-sm break-words text-muted-foreground">
                    To {message.to} · <AdminWhen iso={message.createdAt} />
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  <OutboxStateBadge state={message.state} />
                  <SendAgainButton message={message} smtpConfigured={smtpConfigured} />
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
