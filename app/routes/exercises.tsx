import { Link } from "react-router";
import { exerciseMessages } from "#contracts/exercise-messages.ts";
import { pageContext } from "#contracts/page-context.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { IntentButton, IntentRefusal } from "#app/features/exercises/intent-button.tsx";
import { libraryAction } from "#app/features/exercises/library-action.server.ts";
import { AddToPlaylistForm } from "#app/features/exercises/add-to-playlist-button.tsx";
import { CategoryFilter } from "#app/features/exercises/category-filter.tsx";
import { ExerciseCard } from "#app/features/exercises/exercise-card.tsx";
import { exerciseSummary } from "#app/features/exercises/exercise-summary.ts";
import { FeaturedPlaylists } from "#app/features/exercises/featured-playlists.tsx";
import { pageMeta, unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/exercises";

// Rendered per request from the database (docs/decisions/0023): the list is in the HTML and the same for
// everyone; my playlists are read in the browser, when 'Add to Playlist' opens.
export async function loader({ context, request }: Route.LoaderArgs) {
  const library = context.get(pageContext).exerciseLibrary;
  const category = new URL(request.url).searchParams.get("category")?.trim() ?? "";
  const [exercises, categories, featured] = await Promise.all([
    library.exercises(category || undefined),
    library.categories(),
    library.featuredPlaylists(request),
  ]);
  return { category, exercises: exercises.map(exerciseSummary), categories, featured };
}

/** Quick-create, a featured playlist copied, 'Add to Playlist'. */
export const action = (args: Route.ActionArgs) => libraryAction(args);

/** The cards that may be on the first screen: their pictures load at once, and they are laid out with the page. */
const EAGER_CARDS = 2;

const description =
  "ACL rehabilitation exercises for home, stage by stage: range of motion, quadriceps activation, strength, balance, running and landing, and return to sport. Build your own playlist.";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const category = loaderData?.category ?? "";
  const title = category ? `${category}: ACL Rehabilitation Exercises` : "ACL Rehabilitation Exercise Library";
  // A category with no exercise is an empty page: kept out of search results.
  if (loaderData && loaderData.exercises.length === 0) return unlistedPageMeta({ title, description });
  return pageMeta({ title, description, path: category ? paths.exercisesInCategory(category) : paths.exercises });
};

function Hero() {
  return (
    <PageHero
      headingId="exercises-heading"
      title="Exercise Library"
      intro={
        <p>
          Exercises for each stage of recovery after an ACL injury or reconstruction. Build a playlist for your home sessions, and check
          with your physiotherapist which stage you are at.
        </p>
      }
    >
      <IntentButton intent="quick-create" variant="secondary" size="lg" busyLabel="Creating...">
        Create New Playlist
      </IntentButton>
      <Button asChild variant="inverse" size="lg">
        <Link to={paths.myPlaylists}>My playlists</Link>
      </Button>
    </PageHero>
  );
}

export default function Exercises({ loaderData }: Route.ComponentProps) {
  const { category, exercises, categories, featured } = loaderData;
  return (
    <>
      <Hero />
      <IntentRefusal />
      <AddToPlaylistForm />
      {!category && <FeaturedPlaylists playlists={featured} />}
      <section aria-labelledby="library-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="library-heading" className="text-2xl font-bold text-brand-deep">
            {category || "All exercises"}
          </h2>
          <CategoryFilter categories={categories} current={category} />
        </div>
        {exercises.length === 0 ? (
          <p className="mt-8 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{exerciseMessages.noneFound}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
              {exercises.length} exercises
            </p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {exercises.map((exercise, index) => (
                // The cards past the first are laid out and painted only when near the screen: style and
                // layout of all 48 cards were most of the first paint's work on a phone (docs/decisions/0054).
                <li
                  key={exercise.id}
                  className={index < EAGER_CARDS ? undefined : "[contain-intrinsic-height:auto_35rem] [content-visibility:auto]"}
                >
                  <ExerciseCard exercise={exercise} eager={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

/** The database could not be read: the spec's words, and the server has logged why. */
export function ErrorBoundary() {
  return (
    <>
      <title>Exercise Library</title>
      <meta name="robots" content="noindex" />
      <Hero />
      <p role="alert" className="mx-auto my-10 max-w-3xl rounded-lg border border-destructive/40 p-8 text-center text-destructive">
        {exerciseMessages.loadError}
      </p>
    </>
  );
}
