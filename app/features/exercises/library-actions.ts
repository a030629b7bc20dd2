import { paths } from "#contracts/paths.ts";
import { playlistMessages } from "#contracts/playlist-messages.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { copyPlaylist, createPlaylist } from "./playlist-api.ts";
import { toastFailure } from "./playlist-toasts.ts";

/**
 * What the library's buttons do, loaded on the first click (the API client and the toasts are not in the
 * page's first JavaScript). Each resolves to the page to open next, or null when it failed and said so.
 */

/** Spec §8 quick-create: 'My Rehabilitation Playlist', then its page. */
export async function quickCreatePlaylist(): Promise<string | null> {
  try {
    const playlist = await createPlaylist({
      userId: 1,
      name: playlistMessages.defaultName,
      description: playlistMessages.defaultDescription,
      isPublic: false,
    });
    toast({ title: playlistMessages.createdTitle, description: playlistMessages.createdDescription });
    return paths.playlist(playlist.id);
  } catch {
    toast({ variant: "destructive", title: playlistMessages.errorTitle, description: playlistMessages.quickCreateFailed });
    return null;
  }
}

/** A public or featured playlist copied into my own (private), then the copy's page. */
export async function copyIntoMine(id: number): Promise<string | null> {
  try {
    const copy = await copyPlaylist(id);
    toast({ title: "Playlist copied", description: `${copy.name} is now in your playlists.` });
    return paths.playlist(copy.id);
  } catch (error) {
    toastFailure("create playlist", error, playlistMessages.createFailed);
    return null;
  }
}
