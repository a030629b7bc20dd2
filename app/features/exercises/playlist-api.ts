import { exerciseApi } from "#contracts/paths.ts";
import type {
  AddPlaylistItemPayload,
  CreatePlaylistPayload,
  Playlist,
  PlaylistItem,
  UpdatePlaylistItemPayload,
  UpdatePlaylistPayload,
} from "#contracts/playlists.ts";
import { sendJson } from "#app/lib/api-client.ts";

/**
 * The playlists' calls from the browser (spec §7, same paths and payloads). The query keys are the GET
 * paths, as the site's query client reads them (app/lib/query-client.tsx).
 */
export const playlistKeys = {
  mine: [exerciseApi.playlists] as const,
  playlist: (id: number) => [exerciseApi.playlist(id)] as const,
  items: (id: number) => [exerciseApi.playlistItems(id)] as const,
};

/**
 * The playlist page's session history (issue 16). After logging a session, invalidate it
 * (`queryClient.invalidateQueries({ queryKey: sessionHistoryQueryKey(id) })`) and the history refetches.
 */
export const sessionHistoryQueryKey = (playlistId: number) => [exerciseApi.playlistSessions(playlistId)] as const;

export const createPlaylist = (payload: CreatePlaylistPayload) => sendJson<Playlist>("POST", exerciseApi.playlists, payload);
export const updatePlaylist = (id: number, payload: UpdatePlaylistPayload) =>
  sendJson<Playlist>("PATCH", exerciseApi.playlist(id), payload);
export const deletePlaylist = (id: number) => sendJson<void>("DELETE", exerciseApi.playlist(id));
export const copyPlaylist = (id: number) => sendJson<Playlist>("POST", exerciseApi.copyPlaylist(id), {});
export const addPlaylistItem = (playlistId: number, payload: AddPlaylistItemPayload) =>
  sendJson<PlaylistItem>("POST", exerciseApi.playlistItems(playlistId), payload);
export const updatePlaylistItem = (itemId: number, payload: UpdatePlaylistItemPayload) =>
  sendJson<PlaylistItem>("PATCH", exerciseApi.playlistItem(itemId), payload);
export const removePlaylistItem = (itemId: number) => sendJson<void>("DELETE", exerciseApi.playlistItem(itemId));
export const reorderPlaylist = (playlistId: number, itemOrder: number[]) =>
  sendJson<unknown>("POST", exerciseApi.reorderPlaylist(playlistId), { itemOrder });
