import { pageContext } from "#contracts/page-context.ts";
import { libraryAction } from "#app/features/exercises/library-action.server.ts";
import { MyPlaylists } from "#app/features/exercises/my-playlists.tsx";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/my-playlists";

// Per request: the playlists of this browser's owner cookie (or the practice's admin session, or the signed-in
// patient's account).
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const [playlists, patient] = await Promise.all([page.exerciseLibrary.myPlaylists(request), page.patientSession(request)]);
  return { playlists, inAccount: patient !== null };
}

/** Quick-create. */
export const action = (args: Route.ActionArgs) => libraryAction(args);

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "My playlists", description: "The exercise playlists made in this browser." });

export default function MyPlaylistsPage({ loaderData }: Route.ComponentProps) {
  return <MyPlaylists playlists={loaderData.playlists} inAccount={loaderData.inAccount} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
