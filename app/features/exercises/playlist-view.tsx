import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Pencil, Plus, Trash } from "lucide";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import { paths } from "#contracts/paths.ts";
import { playlistMessages } from "#contracts/playlist-messages.ts";
import type { PlaylistSession } from "#contracts/playlist-sessions.ts";
import type { AddPlaylistItemPayload, CreatePlaylistPayload, PlaylistWithItems } from "#contracts/playlists.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { QueryProvider } from "#app/lib/query-client.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { addPlaylistItem, copyPlaylist, deletePlaylist, playlistKeys, updatePlaylist } from "./playlist-api.ts";
import { PlaylistItems } from "./playlist-items.tsx";
import { toastFailure, toastSuccess } from "./playlist-toasts.ts";
import { playerMessages } from "./player/player-messages.ts";
import { PlayerPlaceholder } from "./player/player-placeholder.tsx";
import { Tabs } from "./playlist-tabs.tsx";
import { usePlaylist } from "./use-playlist.ts";

// Loaded on first use: the edit form (react-hook-form, zod) and the dialogs (Radix).
const PlaylistForm = lazy(() => import("./playlist-form.tsx"));
const AddExerciseDialog = lazy(() => import("./add-exercise-dialog.tsx"));
const DeletePlaylistDialog = lazy(() => import("./delete-playlist-dialog.tsx"));
// The player (timing, cues, music, the session log's form) loads with its tab, not with the page.
const Player = lazy(() => import("./player/player.tsx"));
// The owner's history (chart and table): not in the page's first JavaScript, which others' pages share.
const SessionHistory = lazy(() => import("./session-history.tsx"));

interface Props {
  initial: PlaylistWithItems;
  exercises: Exercise[];
  tracks: MusicTrack[];
  /** The owner's logged sessions; null for anyone else, who sees no history. */
  sessions: PlaylistSession[] | null;
}

/** /exercise-playlist/{id} (spec "Playlist page"). */
export function PlaylistView(props: Props) {
  return (
    <QueryProvider>
      <Playlist {...props} />
    </QueryProvider>
  );
}

function Playlist({ initial, exercises, tracks, sessions }: Props) {
  const state = usePlaylist(initial);
  const { playlist, items, id } = state;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<"add" | "delete" | null>(null);
  const byId = useMemo(() => new Map(exercises.map((exercise) => [exercise.id, exercise])), [exercises]);
  const owner = playlist.isOwner;
  // ?tab=play opens the player (a link to the session itself). The player renders in the browser only: the
  // server's HTML has its placeholder, and the player's chunk is fetched after hydration.
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();

  const save = useMutation({
    mutationFn: (values: CreatePlaylistPayload) => updatePlaylist(id, values),
    onSuccess: () => {
      toastSuccess(playlistMessages.updatedSuccessfully);
      setEditing(false);
    },
    onError: (error) => toastFailure("update playlist", error, playlistMessages.updateFailed),
    onSettled: state.refresh,
  });
  const add = useMutation({
    mutationFn: (payload: AddPlaylistItemPayload) => addPlaylistItem(id, payload),
    onSuccess: () => toastSuccess(playlistMessages.exerciseAdded),
    onError: (error) => toastFailure("add exercise", error, playlistMessages.addExerciseFailed),
    onSettled: state.refresh,
  });
  const copy = useMutation({
    mutationFn: () => copyPlaylist(id),
    onSuccess: async (created) => {
      toastSuccess("Playlist copied", `${created.name} is now in your playlists.`);
      await navigate(paths.playlist(created.id));
    },
    onError: (error) => toastFailure("create playlist", error, playlistMessages.createFailed),
  });
  const remove = async () => {
    try {
      await deletePlaylist(id);
    } catch (error) {
      toastFailure("update playlist", error, playlistMessages.updateFailed);
      throw error;
    }
    queryClient.removeQueries({ queryKey: playlistKeys.playlist(id) });
    toastSuccess("Playlist deleted", `${playlist.name} has been deleted.`);
    await navigate(paths.myPlaylists);
  };

  const total = items.reduce((sum, item) => sum + item.duration, 0);
  const addButton = (label: string) =>
    owner && (
      <Button type="button" onClick={() => setDialog("add")}>
        <Icon node={Plus} /> {label}
      </Button>
    );

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={owner ? paths.myPlaylists : paths.exercises} className="text-primary underline underline-offset-2">
          {owner ? "My playlists" : "Exercise Library"}
        </Link>
      </nav>
      {editing ? (
        <Suspense fallback={<p className="text-muted-foreground">Loading...</p>}>
          <PlaylistForm
            mode="edit"
            canFeature={playlist.owner === "practice"}
            initial={{
              name: playlist.name,
              description: playlist.description,
              isPublic: playlist.isPublic,
              isFeatured: playlist.isFeatured,
            }}
            onSave={(values) => save.mutateAsync(values)}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
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
              {playlist.isPublic ? "Public" : "Private"}
            </span>
            {playlist.isFeatured && <span className="rounded-md bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900">Featured</span>}
          </div>
          {playlist.description && <p className="text-muted-foreground">{playlist.description}</p>}
          <div className="flex flex-wrap gap-2">
            {owner && (
              <Button type="button" variant="outline" onClick={() => setEditing(true)}>
                <Icon node={Pencil} /> Edit
              </Button>
            )}
            {(!owner || playlist.isPublic) && (
              <Button type="button" variant={owner ? "outline" : "default"} disabled={copy.isPending} onClick={() => copy.mutate()}>
                <Icon node={Copy} /> {copy.isPending ? "Copying..." : "Copy to my playlists"}
              </Button>
            )}
            {owner && (
              <Button type="button" variant="ghost" className="text-destructive" onClick={() => setDialog("delete")}>
                <Icon node={Trash} /> Delete
              </Button>
            )}
          </div>
        </header>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-6">
        <p className="font-medium">
          {items.length} exercises{items.length > 0 && <span className="text-muted-foreground"> · {formatDuration(total)}</span>}
        </p>
        {items.length > 0 && addButton("Add Exercise")}
      </div>

      {state.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" /> Loading...
        </p>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <p className="text-lg font-medium">No exercises in this playlist</p>
          <p className="text-muted-foreground">{playerMessages.empty}</p>
          {addButton("Add Your First Exercise")}
          <Button asChild variant="link">
            <Link to={paths.exercises}>Browse the exercise library</Link>
          </Button>
        </div>
      ) : editing ? null : (
        <Tabs
          label="Playlist views"
          initial={searchParams.get("tab") === "play" ? "play" : "list"}
          tabs={[
            {
              value: "play",
              label: "Play Workout",
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
              panel: () => <PlaylistItems state={state} exercises={byId} tracks={tracks} owner={owner} />,
            },
          ]}
        />
      )}

      {owner && sessions && (
        <Suspense fallback={null}>
          <SessionHistory playlistId={id} initial={sessions} />
        </Suspense>
      )}

      {dialog === "add" && (
        <Suspense fallback={null}>
          <AddExerciseDialog
            exercises={exercises}
            tracks={tracks}
            onClose={() => setDialog(null)}
            onAdd={(payload) => add.mutateAsync(payload)}
          />
        </Suspense>
      )}
      {dialog === "delete" && (
        <Suspense fallback={null}>
          <DeletePlaylistDialog name={playlist.name} onClose={() => setDialog(null)} onDelete={remove} />
        </Suspense>
      )}
    </div>
  );
}
