import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "#app/lib/query-client.tsx";

let client: QueryClient | null = null;

/**
 * One query client for the library's pieces that load on first use (the dialogs of /exercises and of an
 * exercise's page), so my playlists are read once however many dialogs open. The playlist page has its own.
 */
export function libraryQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
