import { data } from "react-router";
import { isIndexedPlaylist } from "#core/exercises/playlist-indexing.ts";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { playlistAction } from "#app/features/exercises/playlist-action.server.ts";
import { PlaylistView } from "#app/features/exercises/playlist-view.tsx";
import { pageMeta, unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/exercise-playlist";

// Per request: whether the visitor may see it, and may change it, is the owner cookie's (docs/product/decisions.md, 11).
// Anyone else gets the 404 page, as the API answers 404 (docs/decisions/0021).
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const library = context.get(pageContext).exerciseLibrary;
  const found = await library.playlist(request, params.id);
  if (!found) throw data(null, { status: 404 });
  const [exercises, tracks, sessions] = await Promise.all([
    library.exercises(),
    library.musicTracks(),
    found.playlist.isOwner ? library.playlistSessions(request, found.playlist.id) : null,
  ]);
  return { found, exercises, tracks, sessions };
}

/** The page's forms: edit, delete, copy, add, an item's music and dosage, remove, reorder. */
export const action = (args: Route.ActionArgs) => playlistAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { playlist } = loaderData.found;
  const title = playlist.name;
  const description = playlist.description || "An exercise playlist for ACL rehabilitation at home.";
  return isIndexedPlaylist(playlist)
    ? pageMeta({ title, description, path: paths.playlist(playlist.id) })
    : unlistedPageMeta({ title, description });
};

export default function ExercisePlaylistPage({ loaderData }: Route.ComponentProps) {
  // Keyed by playlist: a copy opened from here starts with its own data.
  return (
    <PlaylistView
      key={loaderData.found.playlist.id}
      found={loaderData.found}
      exercises={loaderData.exercises}
      tracks={loaderData.tracks}
      sessions={loaderData.sessions}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
