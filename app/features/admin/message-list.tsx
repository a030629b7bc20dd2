import type { AdminContactMessage } from "#contracts/admin-inbox.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { InboxList } from "./inbox-list.tsx";

/** Contact messages, newest first, the unhandled ones marked New. */
export function MessageList({ messages }: { messages: AdminContactMessage[] }) {
  return (
    <InboxList
      empty="No messages yet."
      entries={messages.map((message) => ({
        id: message.id,
        to: adminPaths.message(message.id),
        title: message.subject,
        detail: `${message.name} · ${message.email}`,
        handledAt: message.handledAt,
        createdAt: message.createdAt,
      }))}
    />
  );
}
