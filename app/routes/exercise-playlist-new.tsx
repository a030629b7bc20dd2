import { pageContext } from "#contracts/page-context.ts";
import { NewPlaylist } from "#app/features/exercises/new-playlist.tsx";
import { newPlaylistAction } from "#app/features/exercises/playlist-action.server.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/exercise-playlist-new";

// Per request: the practice (admin session) may also feature what it makes.
export async function loader({ context, request }: Route.LoaderArgs) {
  return { canFeature: (await context.get(pageContext).adminSession(request)).signedIn };
}

/** 'Save Playlist'. */
export const action = (args: Route.ActionArgs) => newPlaylistAction(args);

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({
    title: "Create Your Playlist",
    description: "Make an exercise playlist for your home rehabilitation.",
  });

export default function NewPlaylistPage({ loaderData }: Route.ComponentProps) {
  return <NewPlaylist canFeature={loaderData.canFeature} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
