import { pageContext } from "#contracts/page-context.ts";
import { libraryAction } from "#app/features/exercises/library-action.server.ts";
import { MyPlaylists } from "#app/features/exercises/my-playlists.tsx";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/my-playlists";

// Per request: the playlists of this browser's owner cookie (or the practice's admin session).
export async function loader({ context, request }: Route.LoaderArgs) {
  return { playlists: await context.get(pageContext).exerciseLibrary.myPlaylists(request) };
}

/** Quick-create. */
export const action = (args: Route.ActionArgs) => libraryAction(args);

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "My playlists", description: "The exercise playlists made in this browser." });

export default function MyPlaylistsPage({ loaderData }: Route.ComponentProps) {
  return <MyPlaylists playlists={loaderData.playlists} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
