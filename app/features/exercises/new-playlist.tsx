import { useNavigate } from "react-router";
import { paths } from "#contracts/paths.ts";
import { playlistMessages } from "#contracts/playlist-messages.ts";
import type { CreatePlaylistPayload } from "#contracts/playlists.ts";
import { createPlaylist } from "./playlist-api.ts";
import PlaylistForm from "./playlist-form.tsx";
import { toastFailure, toastSuccess } from "./playlist-toasts.ts";

/** /exercise-playlist/new: edit mode from the start; saved, it opens the new playlist's page (spec §4). */
export function NewPlaylist({ canFeature }: { canFeature: boolean }) {
  const navigate = useNavigate();
  const save = async (values: CreatePlaylistPayload) => {
    try {
      const playlist = await createPlaylist({ userId: 1, ...values });
      toastSuccess(playlistMessages.createdSuccessfully);
      await navigate(paths.playlist(playlist.id));
    } catch (error) {
      toastFailure("create playlist", error, playlistMessages.createFailed);
    }
  };
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PlaylistForm
        mode="new"
        canFeature={canFeature}
        initial={{ name: "", description: "", isPublic: false, isFeatured: false }}
        onSave={save}
      />
    </div>
  );
}
