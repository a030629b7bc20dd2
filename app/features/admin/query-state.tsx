import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2 } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";

/** A read's three states on an admin page: loading, could not load, or its content. */
export function QueryState<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isError) return <p className="text-destructive">The {what} could not be loaded.</p>;
  if (!query.data) {
    return (
      <p className="flex items-center gap-2 py-8 text-muted-foreground">
        <Icon node={Loader2} className="size-4 animate-spin" />
        Loading the {what}...
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
