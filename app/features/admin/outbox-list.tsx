import { Loader2, RefreshCw } from "lucide";
import { Form, Link } from "react-router";
import type { AdminOutboxPage, AdminOutboxSummary, OutboxState } from "#contracts/admin-inbox.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";
import { AdminWhen } from "./admin-when.tsx";
import { ReplyNotice } from "./admin-reply.tsx";
import { useSubmission } from "./use-submission.ts";

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

/** 'Send again' for held and given-up mail once a mail server is configured (a post); otherwise why it cannot. */
export function SendAgainButton({
  message,
  smtpConfigured,
}: {
  message: Pick<AdminOutboxSummary, "id" | "state">;
  smtpConfigured: boolean;
}) {
  const send = useSubmission("send-again", message.id);
  if (message.state !== "held" && message.state !== "given-up") return null;
  if (!smtpConfigured) return <span className="text-xs text-muted-foreground">Send again once SMTP_URL is set</span>;
  return (
    <Form method="post" preventScrollReset onSubmit={send.onSubmit}>
      <input type="hidden" name="intent" value="send-again" />
      <input type="hidden" name="id" value={message.id} />
      <Button type="submit" size="sm" variant="outline" disabled={send.pending}>
        <Icon node={send.pending ? Loader2 : RefreshCw} className={send.pending ? "animate-spin" : undefined} />
        Send again
      </Button>
    </Form>
  );
}

/** Every outgoing mail, newest first: its state, recipient and subject; the body one click away. */
export function OutboxList({ outbox: { messages, smtpConfigured } }: { outbox: AdminOutboxPage }) {
  if (messages.length === 0) return <p className="text-muted-foreground">No mail yet.</p>;
  return (
    <ul className="divide-y rounded-md border bg-card">
      {messages.map((message) => (
        <li key={message.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          {/* The whole line is the link's name, with the mail's own reference: many mails share a subject and a minute. */}
          <Link to={adminPaths.outboxMessage(message.id)} className="group min-w-0 space-y-1">
            <span className="block font-semibold break-words text-brand-deep underline-offset-4 group-hover:underline">
              {message.subject}
            </span>
            <span className="block text-sm break-words text-muted-foreground">
              To {message.to} · <AdminWhen iso={message.createdAt} /> · #{message.id.slice(0, 8)}
            </span>
          </Link>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <OutboxStateBadge state={message.state} />
            <SendAgainButton message={message} smtpConfigured={smtpConfigured} />
          </div>
          <ReplyNotice subject={message.id} className="basis-full" />
        </li>
      ))}
    </ul>
  );
}
