import { Copy, Pencil, Plus, Trash } from "lucide";
import { lazy, Suspense, useMemo } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { exerciseMessages } from "#contracts/exercise-messages.ts";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import { paths } from "#contracts/paths.ts";
import type { PlaylistSession } from "#contracts/playlist-sessions.ts";
import type { PlaylistWithItems } from "#contracts/playlists.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { IntentButton, IntentRefusal } from "./intent-button.tsx";
import { readyLazy } from "./ready-lazy.ts";
import { PlayerPlaceholder } from "./player/player-placeholder.tsx";
import { PlaylistItems } from "./playlist-items.tsx";
import { noticeOf } from "./playlist-notice.ts";
import { Tabs } from "./playlist-tabs.tsx";

// The panels' forms load when their address opens them; the server renders them in place.
const PlaylistForm = readyLazy(() => import("./playlist-form.tsx").then((module) => module.PlaylistForm));
const AddExerciseForm = readyLazy(() => import("./add-exercise-form.tsx").then((module) => module.AddExerciseForm));
// The player (timing, cues, music, the session log's form) loads with its tab, not with the page.
const Player = lazy(() => import("./player/player.tsx"));
// The owner's history (chart and table): not in the page's first JavaScript, which others' pages share.
const SessionHistory = lazy(() => import("./session-history.tsx"));

interface Props {
  found: PlaylistWithItems;
  exercises: Exercise[];
  tracks: MusicTrack[];
  /** The owner's logged sessions; null for anyone else, who sees no history. */
  sessions: PlaylistSession[] | null;
}

/**
 * /exercise-playlist/{id} (docs/product/spec.md, "Playlist page"). Its panels have addresses (?edit, ?add, ?delete,
 * ?dosage=item), so every control is a link or a form and works before the page is interactive.
 */
export function PlaylistView({ found: { playlist, items }, exercises, tracks, sessions }: Props) {
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const byId = useMemo(() => new Map(exercises.map((exercise) => [exercise.id, exercise])), [exercises]);
  const owner = playlist.isOwner;
  const page = paths.playlist(playlist.id);
  const panel = owner ? (["edit", "add", "delete"] as const).find((name) => search.has(name)) : undefined;
  const dosageOf = owner ? Number(search.get("dosage")) || null : null;
  const notice = noticeOf(search);
  // A prescribed programme's version is the patient's to play from My care, not a playlist to copy (docs/decisions/0050).
  const prescribed = playlist.owner === "programme";
  const back = prescribed
    ? { to: paths.myCare, label: "My care" }
    : owner
      ? { to: paths.myPlaylists, label: "My playlists" }
      : { to: paths.exercises, label: "Exercise Library" };
  const total = items.reduce((sum, item) => sum + item.duration, 0);
  const addLink = (label: string) =>
    owner && (
      <Button asChild>
        <Link to="?add" preventScrollReset>
          <Icon node={Plus} /> {label}
        </Link>
      </Button>
    );

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={back.to} className="text-primary underline underline-offset-2">
          {back.label}
        </Link>
      </nav>
      {notice && !panel && (
        <p role="status" className="rounded-md border border-primary/30 bg-secondary/60 p-4 text-sm">
          <strong className="block">{notice.title}</strong>
          {notice.description && <span>{notice.description}</span>}
        </p>
      )}
      <IntentRefusal />
      {panel === "edit" ? (
        <PlaylistForm
          mode="edit"
          canFeature={playlist.owner === "practice"}
          initial={{
            name: playlist.name,
            description: playlist.description,
            isPublic: playlist.isPublic,
            isFeatured: playlist.isFeatured,
          }}
          cancelTo={page}
        />
      ) : (
        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-brand-deep">{playlist.name}</h1>
            <span
              className={
                playlist.isPublic
                  ? "rounded-md bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900"
                  : "rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-foreground"
              }
            >
              {prescribed ? "Prescribed" : playlist.isPublic ? "Public" : "Private"}
            </span>
            {playlist.isFeatured && <span className="rounded-md bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900">Featured</span>}
          </div>
          {playlist.description && <p className="text-muted-foreground">{playlist.description}</p>}
          <div className="flex flex-wrap gap-2">
            {owner && (
              <Button asChild variant="outline">
                <Link to="?edit">
                  <Icon node={Pencil} /> Edit
                </Link>
              </Button>
            )}
            {!prescribed && (!owner || playlist.isPublic) && (
              <IntentButton intent="copy" variant={owner ? "outline" : "default"} busyLabel="Copying...">
                <Icon node={Copy} /> Copy to my playlists
              </IntentButton>
            )}
            {owner && (
              <Button asChild variant="ghost" className="text-destructive">
                <Link to="?delete" preventScrollReset>
                  <Icon node={Trash} /> Delete
                </Link>
              </Button>
            )}
          </div>
        </header>
      )}

      {panel === "delete" && (
        <section aria-labelledby="delete-title" className="grid gap-3 rounded-xl border border-destructive/40 p-6">
          <h2 id="delete-title" className="text-lg font-semibold">
            Delete this playlist?
          </h2>
          <p className="text-sm text-muted-foreground">
            {playlist.name} and its exercises will be deleted. This cannot be undone, and its link will stop working.
          </p>
          <Form method="post" className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={page}>Keep playlist</Link>
            </Button>
            <Button type="submit" name="intent" value="delete" variant="destructive" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Deleting..." : "Delete playlist"}
            </Button>
          </Form>
        </section>
      )}
      {panel === "add" && <AddExerciseForm exercises={exercises} tracks={tracks} cancelTo={page} />}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-6">
        <p className="font-medium">
          {items.length} exercises{items.length > 0 && <span className="text-muted-foreground"> · {formatDuration(total)}</span>}
        </p>
        {items.length > 0 && panel !== "add" && addLink("Add Exercise")}
      </div>

      {items.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <p className="text-lg font-medium">No exercises in this playlist</p>
          <p className="text-muted-foreground">{exerciseMessages.emptyPlaylist}</p>
          {panel !== "add" && addLink("Add Your First Exercise")}
          <Button asChild variant="link">
            <Link to={paths.exercises}>Browse the exercise library</Link>
          </Button>
        </div>
      ) : panel === "edit" ? null : (
        <Tabs
          label="Playlist views"
          initial={search.get("tab") === "play" ? "play" : "list"}
          tabs={[
            {
              value: "play",
              label: "Play Workout",
              // The player renders in the browser only: the server's HTML has its placeholder.
              panel: () => {
                const loading = <PlayerPlaceholder exercise={byId.get(items[0]!.exerciseId)} />;
                return hydrated ? (
                  <Suspense fallback={loading}>
                    <Player key={items.map((item) => item.id).join()} playlist={playlist} items={items} exercises={byId} tracks={tracks} />
                  </Suspense>
                ) : (
                  loading
                );
              },
            },
            {
              value: "list",
              label: "Exercises List",
              panel: () => <PlaylistItems items={items} exercises={byId} tracks={tracks} owner={owner} dosageOf={dosageOf} />,
            },
          ]}
        />
      )}

      {owner && sessions && (
        <Suspense fallback={null}>
          <SessionHistory sessions={sessions} />
        </Suspense>
      )}
    </div>
  );
}
