import { Reply } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminContactMessage } from "#contracts/admin-inbox.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { AdminWhen } from "./admin-when.tsx";
import { DetailFields } from "./detail-fields.tsx";
import { HandledState, MarkHandledButton } from "./mark-handled-button.tsx";
import { ReplyNotice } from "./admin-reply.tsx";

/** A reply in the practitioner's own mail program, to the sender, on the message's subject. */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** The sender's patient record, when the message's email is a patient's. */
const recordField = (m: AdminContactMessage): [string, ReactNode][] =>
  m.patientId
    ? [
        [
          "Patient record",
          <Link key="record" className="underline" to={adminPaths.patient(m.patientId)}>
            {m.name}&rsquo;s record
          </Link>,
        ],
      ]
    : [];

/** One contact message: who, when, the words; Reply and 'Mark handled'. */
export function MessageDetail({ message: m }: { message: AdminContactMessage }) {
  return (
    <article aria-labelledby="message-heading" className="space-y-6 rounded-md border bg-card p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="message-heading" className="flex flex-wrap items-center gap-2 text-xl font-semibold break-words text-brand-deep">
          {m.subject}
          <HandledState handledAt={m.handledAt} />
        </h2>
        <div className="flex flex-wrap gap-2">
          <a
            href={replyHref(m.email, m.subject)}
            className="inline-flex h-10 items-center gap-2 rounded-md border bg-background px-4 text-sm font-medium shadow-xs hover:bg-accent"
          >
            <Icon node={Reply} className="size-4" />
            Reply
          </a>
          {!m.handledAt && <MarkHandledButton id={m.id} />}
        </div>
      </header>
      <ReplyNotice subject={m.id} />
      <DetailFields
        fields={[
          ["Received", <AdminWhen key="received" iso={m.createdAt} />],
          ["From", m.name],
          [
            "Email",
            <a key="email" className="underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>,
          ],
          ...recordField(m),
        ]}
      />
      <p className="whitespace-pre-wrap rounded-md bg-muted p-3">{m.message}</p>
    </article>
  );
}
