import { lazy, Suspense, useState } from "react";
import type { Exercise } from "#contracts/exercises.ts";
import { Button } from "#app/components/ui/button.tsx";

// The dialog (Radix, TanStack Query, the API client, toasts) loads on the first click, not with the page.
const AddToPlaylistDialog = lazy(() => import("./add-to-playlist-dialog.tsx"));

/** 'Add to Playlist': choose one of my playlists, or make a new one, and add this exercise to it. */
export function AddToPlaylistButton({ exercise }: { exercise: Pick<Exercise, "id" | "name"> }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        type="button"
        size="sm"
        aria-label={`Add to Playlist: ${exercise.name}`}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Add to Playlist
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <AddToPlaylistDialog exercise={exercise} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
