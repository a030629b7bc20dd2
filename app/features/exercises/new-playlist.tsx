import { PlaylistForm } from "./playlist-form.tsx";

/** /exercise-playlist/new: edit mode from the start; saved, it opens the new playlist's page (docs/product/spec.md §4). */
export function NewPlaylist({ canFeature }: { canFeature: boolean }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PlaylistForm mode="new" canFeature={canFeature} initial={{ name: "", description: "", isPublic: false, isFeatured: false }} />
    </div>
  );
}
