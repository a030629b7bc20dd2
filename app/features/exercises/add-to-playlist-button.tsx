import { lazy, Suspense, useState } from "react";
import { Form } from "react-router";
import type { Exercise } from "#contracts/exercises.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";

// The dialog (Radix) loads on the first press once the page is interactive, not with the page.
const AddToPlaylistDialog = lazy(() => import("./add-to-playlist-dialog.tsx"));

const FORM_ID = "add-to-playlist";

/** The page's one form that every 'Add to Playlist' button posts (its exercise is the button's value). */
export function AddToPlaylistForm() {
  return (
    <Form id={FORM_ID} method="post" hidden>
      <input type="hidden" name="intent" value="add-to-playlist" />
    </Form>
  );
}

/**
 * 'Add to Playlist'. Before the page hydrates it is a plain post: the exercise goes into my newest playlist,
 * or a new one, whose page opens (library-action.server.ts). After, it opens the dialog to choose.
 */
export function AddToPlaylistButton({ exercise }: { exercise: Pick<Exercise, "id" | "name"> }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        type="submit"
        form={FORM_ID}
        name="exerciseId"
        value={exercise.id}
        size="sm"
        aria-label={`Add to Playlist: ${exercise.name}`}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
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
