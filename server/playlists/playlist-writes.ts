import type { PlaylistWrites } from "#contracts/playlist-writes.ts";
import { callerOf, newPlaylistOwner } from "#server/api/playlists/owner-cookie.ts";
import type { AppServices } from "#server/context.ts";
import type { PageWrite } from "#server/pages/page-writes.ts";
import { addPlaylistItem, removePlaylistItem, reorderPlaylistItems, updatePlaylistItem } from "./playlist-items.ts";
import { callerOwning } from "./playlist-owner.ts";
import { copyPlaylist, createPlaylist, deletePlaylist, updatePlaylist } from "./playlists.ts";

/** The pages' playlist writes: the use-cases the API's routes call, under the page writes' ceiling. */
export function playlistWrites(services: AppServices, write: PageWrite): PlaylistWrites {
  const { db } = services.database;
  const cookieOf = (request: Request) => request.headers.get("cookie");
  const caller = (request: Request) => callerOf(services, cookieOf(request));
  return {
    create: (request, payload, firstItem) =>
      write(async () => {
        const { owner, setCookie } = newPlaylistOwner(services.config, await caller(request), cookieOf(request));
        const playlist = await createPlaylist(db, owner, payload);
        services.logger.info({ playlistId: playlist.id, owner: owner.kind }, "playlist created");
        if (firstItem) await addPlaylistItem(db, playlist.id, callerOwning(owner), firstItem);
        return { playlist, setCookie };
      }),
    copy: (request, id) =>
      write(async () => {
        const who = await caller(request);
        const { owner, setCookie } = newPlaylistOwner(services.config, who, cookieOf(request));
        const playlist = await copyPlaylist(db, id, who, owner);
        services.logger.info({ playlistId: playlist.id, copiedFromId: id }, "playlist copied");
        return { playlist, setCookie };
      }),
    update: (request, id, payload) => write(async () => updatePlaylist(db, id, await caller(request), payload)),
    remove: (request, id) => write(async () => deletePlaylist(db, id, await caller(request))),
    addItem: (request, id, payload) => write(async () => addPlaylistItem(db, id, await caller(request), payload)),
    updateItem: (request, itemId, payload) => write(async () => updatePlaylistItem(db, itemId, await caller(request), payload)),
    removeItem: (request, itemId) => write(async () => removePlaylistItem(db, itemId, await caller(request))),
    reorder: (request, id, itemOrder) => write(async () => reorderPlaylistItems(db, id, await caller(request), itemOrder)),
  };
}
