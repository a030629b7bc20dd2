import type { AdminOutboxMessage } from "#contracts/admin-inbox.ts";
import { AdminWhen } from "./admin-when.tsx";
import { DetailFields } from "./detail-fields.tsx";
import { OutboxStateBadge, SendAgainButton } from "./outbox-list.tsx";
import { ReplyNotice } from "./admin-reply.tsx";

/** One outgoing mail as it was (or will be) sent: headers, state, why it failed, its plain-text body. */
export function OutboxMessageDetail({ message: m, smtpConfigured }: { message: AdminOutboxMessage; smtpConfigured: boolean }) {
  return (
    <article aria-labelledby="mail-heading" className="space-y-6 rounded-md border bg-card p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mail-heading" className="text-xl font-semibold break-words text-brand-deep">
          {m.subject}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <OutboxStateBadge state={m.state} />
          <SendAgainButton message={m} smtpConfigured={smtpConfigured} />
        </div>
      </header>
      <ReplyNotice subject={m.id} />
      <DetailFields
        fields={[
          ["To", m.to],
          ...(m.replyTo ? ([["Reply to", m.replyTo]] as [string, string][]) : []),
          ["Written", <AdminWhen key="written" iso={m.createdAt} />],
          ["Sent", m.sentAt ? <AdminWhen key="sent" iso={m.sentAt} /> : "Not yet"],
          ["Attempts", String(m.attempts)],
          ...(m.lastError ? ([["Last error", m.lastError]] as [string, string][]) : []),
          ...(m.attachments.length ? ([["Attachments", m.attachments.join(", ")]] as [string, string][]) : []),
        ]}
      />
      {m.text ? (
        <pre className="overflow-x-auto rounded-md bg-muted p-3 font-sans text-sm whitespace-pre-wrap">{m.text}</pre>
      ) : (
        <p className="text-muted-foreground">The body was cleared after the retention period; the record that it was sent remains.</p>
      )}
    </article>
  );
}
