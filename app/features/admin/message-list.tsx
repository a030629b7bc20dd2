import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { AdminWhen } from "./admin-when.tsx";
import { fetchMessages, inboxQueryKeys } from "./inbox-api.ts";
import { HandledState } from "./mark-handled-button.tsx";
import { QueryState } from "./query-state.tsx";

/** Contact messages, newest first, the unhandled ones marked New. */
export function MessageList() {
  const messages = useQuery({ queryKey: inboxQueryKeys.messages, queryFn: fetchMessages, staleTime: 0 });
  return (
    <QueryState query={messages} what="messages">
      {(list) =>
        list.length === 0 ? (
          <p className="text-muted-foreground">No messages yet.</p>
        ) : (
          <ul className="divide-y rounded-md border bg-card">
            {list.map((message) => (
              <li key={message.id}>
                <Link to={adminPaths.message(message.id)} className="flex flex-col gap-1 p-4 hover:bg-muted/50 sm:flex-row sm:items-center sm:justify-between">
                  <span className="min-w-0 space-y-1">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-brand-deep">
                      {message.subject}
                      <HandledState handledAt={message.handledAt} />
                    </span>
                    <span className="block text-sm break-words text-muted-foreground">
                      {message.name} · {message.email}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    <AdminWhen iso={message.createdAt} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
