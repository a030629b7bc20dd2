import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { playlistMessages } from "#contracts/playlist-messages.ts";
import type { Playlist, PlaylistItem, PlaylistWithItems, UpdatePlaylistItemPayload } from "#contracts/playlists.ts";
import { playlistKeys, removePlaylistItem, reorderPlaylist, updatePlaylistItem } from "./playlist-api.ts";
import { toastFailure, toastSuccess } from "./playlist-toasts.ts";

/**
 * A playlist page's data: the playlist and its items, first from the page's loader, then from the API after
 * each change (spec §7: the matching cached queries are refetched). Reordering is optimistic: the new order
 * shows at once and goes back, with the spec's toast, if the server refuses it.
 */
export function usePlaylist(initial: PlaylistWithItems) {
  const id = initial.playlist.id;
  const queryClient = useQueryClient();
  const playlist = useQuery<Playlist>({ queryKey: playlistKeys.playlist(id), initialData: initial.playlist });
  const items = useQuery<PlaylistItem[]>({ queryKey: playlistKeys.items(id), initialData: initial.items });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: playlistKeys.items(id) }),
      queryClient.invalidateQueries({ queryKey: playlistKeys.playlist(id) }),
      queryClient.invalidateQueries({ queryKey: playlistKeys.mine }),
    ]);

  const reorder = useMutation({
    mutationFn: (next: PlaylistItem[]) =>
      reorderPlaylist(
        id,
        next.map((item) => item.id),
      ),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: playlistKeys.items(id) });
      const previous = queryClient.getQueryData<PlaylistItem[]>(playlistKeys.items(id));
      queryClient.setQueryData(playlistKeys.items(id), next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(playlistKeys.items(id), context.previous);
      // The spec's underlying text whatever the server said: the order simply went back.
      toastFailure("reorder items", null, playlistMessages.reorderFailed);
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (item: PlaylistItem) => removePlaylistItem(item.id),
    onSuccess: () => toastSuccess(playlistMessages.exerciseRemoved),
    onError: (error) => toastFailure("remove exercise", error, playlistMessages.removeExerciseFailed),
    onSettled: refresh,
  });

  const updateItem = useMutation({
    mutationFn: ({ item, change }: { item: PlaylistItem; change: UpdatePlaylistItemPayload }) => updatePlaylistItem(item.id, change),
    onSuccess: (_answer, { change }) => toastSuccess("musicTrackId" in change ? playlistMessages.musicTrackUpdated : "Dosage updated"),
    onError: (error, { change }) =>
      "musicTrackId" in change
        ? toastFailure("update music track", error, playlistMessages.updateTrackFailed)
        : toastFailure("update playlist", error, playlistMessages.updateFailed),
    onSettled: refresh,
  });

  return {
    id,
    playlist: playlist.data,
    items: items.data,
    loading: items.isFetching && items.data.length === 0,
    reorder,
    remove,
    updateItem,
    refresh,
  };
}

export type PlaylistState = ReturnType<typeof usePlaylist>;
