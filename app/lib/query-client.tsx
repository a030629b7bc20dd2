import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

/**
 * TanStack Query with the site's defaults (spec §7): a query is a GET of its key's first element with
 * credentials; no retries, no refetch on focus or interval, data never stale. Mutations are not retried:
 * a form submission is sent once and its outcome shown.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: async ({ queryKey }) => {
          const response = await fetch(String(queryKey[0]), { credentials: "include" });
          if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
          return response.json() as Promise<unknown>;
        },
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** Gives the pages below it one query client for the life of the page. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
