import { useQuery } from "@tanstack/react-query";
import { adminPaths } from "#contracts/admin-paths.ts";
import { fetchMessages, inboxQueryKeys } from "./inbox-api.ts";
import { InboxList } from "./inbox-list.tsx";
import { QueryState } from "./query-state.tsx";

/** Contact messages, newest first, the unhandled ones marked New. */
export function MessageList() {
  const messages = useQuery({ queryKey: inboxQueryKeys.messages, queryFn: fetchMessages, staleTime: 0 });
  return (
    <QueryState query={messages} what="messages">
      {(list) => (
        <InboxList
          empty="No messages yet."
          entries={list.map((message) => ({
            id: message.id,
            to: adminPaths.message(message.id),
            title: message.subject,
            detail: `${message.name} · ${message.email}`,
            handledAt: message.handledAt,
            createdAt: message.createdAt,
          }))}
        />
      )}
    </QueryState>
  );
}
