import { useEffect, useId } from "react";
import { Link, useFetcher } from "react-router";
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
import { isFormReply } from "#app/lib/form-submission.ts";
import { toastSuccess } from "./playlist-toasts.ts";

interface Props {
  exercise: Pick<Exercise, "id" | "name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Add to Playlist' from the library: one of my playlists (read from /my-playlists' loader when it opens),
 * or a new 'My Rehabilitation Playlist', posted to the page's action in place.
 */
export default function AddToPlaylistDialog({ exercise, open, onOpenChange }: Props) {
  const selectId = useId();
  const mine = useFetcher<{ playlists: Playlist[] }>();
  const add = useFetcher<unknown>();
  const owned = (mine.data?.playlists ?? []).filter((playlist) => playlist.isOwner);
  const loading = mine.data === undefined;
  const refusal = isFormReply(add.data) ? add.data.error : null;
  const added = add.state === "idle" && add.data !== undefined && !refusal;

  // eslint-disable-next-line react-hooks/exhaustive-deps -- read my playlists each time it opens
  useEffect(() => void (open && mine.load(paths.myPlaylists)), [open]);
  useEffect(() => {
    if (!added) return;
    toastSuccess(playlistMessages.exerciseAdded, `${exercise.name} is in your playlist.`);
    onOpenChange(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer, when its revalidation is done
  }, [added]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to Playlist</DialogTitle>
          <DialogDescription>Add {exercise.name} to one of your playlists, or start a new one.</DialogDescription>
        </DialogHeader>
        <add.Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="add-to-playlist" />
          <input type="hidden" name="exerciseId" value={exercise.id} />
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Playlist</Label>
            <NativeSelect
              id={selectId}
              name="playlistId"
              key={owned[0]?.id ?? "new"}
              defaultValue={owned[0]?.id ?? "new"}
              disabled={loading}
            >
              {owned.map((playlist) => (
                <option key={playlist.id} value={String(playlist.id)}>
                  {playlist.name} ({playlist.itemCount} exercises)
                </option>
              ))}
              <option value="new">New playlist: {playlistMessages.defaultName}</option>
            </NativeSelect>
            {loading && <p className="text-sm text-muted-foreground">Loading your playlists...</p>}
            {refusal && (
              <p role="alert" className="text-sm text-destructive">
                {refusal}
              </p>
            )}
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
            <Button type="submit" disabled={add.state !== "idle" || loading}>
              {add.state !== "idle" ? "Adding..." : "Add to Playlist"}
            </Button>
          </DialogFooter>
        </add.Form>
      </DialogContent>
    </Dialog>
  );
}
