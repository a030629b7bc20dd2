import { data } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { AddToPlaylistForm } from "#app/features/exercises/add-to-playlist-button.tsx";
import { ExerciseDetails } from "#app/features/exercises/exercise-details.tsx";
import { exerciseJsonLd } from "#app/features/exercises/exercise-json-ld.ts";
import { IntentRefusal } from "#app/features/exercises/intent-button.tsx";
import { libraryAction } from "#app/features/exercises/library-action.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/exercise";

// Per request from the database, like the list (docs/decisions/0023); an unknown slug is the 404 page.
export async function loader({ context, params }: Route.LoaderArgs) {
  const exercise = await context.get(pageContext).exerciseLibrary.exercise(params.slug);
  if (!exercise) throw data(null, { status: 404 });
  return { exercise };
}

/** 'Add to Playlist'. */
export const action = (args: Route.ActionArgs) => libraryAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        // As many words of what it is as the title's length allows: the site's name says ACL too.
        title: [
          `${loaderData.exercise.name}: ACL Rehabilitation Exercise`,
          `${loaderData.exercise.name}: ACL Rehab Exercise`,
          loaderData.exercise.name,
        ],
        description: loaderData.exercise.description,
        path: paths.exercise(loaderData.exercise.slug),
        jsonLd: [exerciseJsonLd(loaderData.exercise)],
      })
    : [];

export default function ExercisePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntentRefusal />
      <AddToPlaylistForm />
      <ExerciseDetails exercise={loaderData.exercise} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
