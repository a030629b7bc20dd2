import { QueryClientProvider, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Exercise } from "#contracts/exercises.ts";
import { paths } from "#contracts/paths.ts";
import { playlistMessages } from "#contracts/playlist-messages.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { libraryQueryClient } from "./library-query-client.ts";
import { addPlaylistItem, createPlaylist, playlistKeys } from "./playlist-api.ts";
import { toastFailure, toastSuccess } from "./playlist-toasts.ts";

const NEW = "new";

interface Props {
  exercise: Pick<Exercise, "id" | "name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Add to Playlist' from the library: one of my playlists, or a new 'My Rehabilitation Playlist'. */
export default function AddToPlaylistDialog(props: Props) {
  return (
    <QueryClientProvider client={libraryQueryClient()}>
      <AddToPlaylist {...props} />
    </QueryClientProvider>
  );
}

function AddToPlaylist({ exercise, open, onOpenChange }: Props) {
  const selectId = useId();
  const queryClient = useQueryClient();
  const mine = useQuery<Playlist[]>({ queryKey: playlistKeys.mine, enabled: open });
  const owned = (mine.data ?? []).filter((playlist) => playlist.isOwner);
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? (owned[0] ? String(owned[0].id) : NEW);

  const add = useMutation({
    mutationFn: async () => {
      const playlist =
        chosen === NEW
          ? await createPlaylist({
              userId: 1,
              name: playlistMessages.defaultName,
              description: playlistMessages.defaultDescription,
              isPublic: false,
            })
          : owned.find((candidate) => String(candidate.id) === chosen);
      if (!playlist) throw new Error(playlistMessages.notFound);
      await addPlaylistItem(playlist.id, { exerciseId: exercise.id, musicTrackId: 0, notes: "" });
      return playlist;
    },
    onSuccess: async (playlist) => {
      toastSuccess(playlistMessages.exerciseAdded, `${exercise.name} is in ${playlist.name}.`);
      onOpenChange(false);
      setChoice(String(playlist.id));
      await queryClient.invalidateQueries({ queryKey: playlistKeys.mine });
    },
    onError: (error) => toastFailure("add exercise", error, playlistMessages.addExerciseFailed),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to Playlist</DialogTitle>
          <DialogDescription>Add {exercise.name} to one of your playlists, or start a new one.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Playlist</Label>
            <NativeSelect id={selectId} value={chosen} onChange={(event) => setChoice(event.target.value)} disabled={mine.isPending}>
              {owned.map((playlist) => (
                <option key={playlist.id} value={String(playlist.id)}>
                  {playlist.name} ({playlist.itemCount} exercises)
                </option>
              ))}
              <option value={NEW}>New playlist: {playlistMessages.defaultName}</option>
            </NativeSelect>
            {mine.isPending && <p className="text-sm text-muted-foreground">Loading your playlists...</p>}
            {mine.isError && <p className="text-sm text-destructive">Your playlists could not be loaded. You can still start a new one.</p>}
          </div>
          <DialogFooter>
            <Button asChild variant="link" className="sm:mr-auto">
              <Link to={paths.myPlaylists}>My playlists</Link>
            </Button>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={add.isPending || mine.isPending}>
              {add.isPending ? "Adding..." : "Add to Playlist"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
