import { lazy, startTransition, Suspense, useRef, useState, type SyntheticEvent } from "react";
import { exerciseWithIdNotFound } from "#contracts/exercise-messages.ts";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import type { PlaylistItem } from "#contracts/playlists.ts";
import { PlaylistItemRow, type DragHandle, type RowActions } from "./playlist-item-row.tsx";
import { movedAnnouncement, moveTo } from "./reorder.ts";
import type { PlaylistState } from "./use-playlist.ts";

// dnd-kit (about 15 kB) loads when the visitor first reaches for a drag handle (pointer over it, a touch,
// or focus on it), not with the page (docs/decisions/0023). So does the dosage dialog, on its first use.
const SortableRows = lazy(() => import("./sortable-rows.tsx"));
const DosageDialog = lazy(() => import("./dosage-dialog.tsx"));

interface Props {
  state: PlaylistState;
  exercises: Map<number, Exercise>;
  tracks: MusicTrack[];
  owner: boolean;
}

/** The 'Exercises List' tab: the rows, sortable by the owner by dragging and by the move buttons. */
export function PlaylistItems({ state, exercises, tracks, owner }: Props) {
  const items = state.items;
  const list = useRef<HTMLOListElement>(null);
  const [sortable, setSortable] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [dosageOf, setDosageOf] = useState<PlaylistItem | null>(null);
  const nameOf = (item: PlaylistItem) => exercises.get(item.exerciseId)?.name ?? exerciseWithIdNotFound(item.exerciseId);

  // Only a reach for a handle swaps the rows for sortable ones (rendered anew): a click on any other control
  // of a row must not land on a row that is being replaced.
  const wantSortable = (event: SyntheticEvent) => {
    if (!owner || sortable || !(event.target instanceof Element) || !event.target.closest("[data-drag-handle]")) return;
    startTransition(() => setSortable(true));
  };
  // The sortable rows are new elements: a handle that had focus gets it back in its new row.
  const sortableMounted = () => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (focused && list.current?.contains(focused)) return;
    const handle = lastFocusedHandle.current;
    if (handle) refocus(handle, "[data-drag-handle]", 0);
  };
  const lastFocusedHandle = useRef<string | null>(null);

  /** Focus follows the moved row: the same control in its new place, or its twin when that one is now disabled. */
  const refocus = (itemId: string, selector: string, attempt: number) => {
    requestAnimationFrame(() => {
      const row = list.current?.querySelector(`[data-item-id="${itemId}"]`);
      const target = row?.querySelector<HTMLElement>(selector);
      if (!target && attempt < 10) return refocus(itemId, selector, attempt + 1);
      if (target && !(target as HTMLButtonElement).disabled) return target.focus();
      row?.querySelector<HTMLElement>("[data-move]:not(:disabled), [data-drag-handle]")?.focus();
    });
  };

  const move = (from: number, to: number, byButton: boolean) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length) return;
    state.reorder.mutate(moveTo(items, from, to));
    if (byButton) {
      setAnnouncement(movedAnnouncement(nameOf(item), to, items.length));
      refocus(String(item.id), `[data-move="${to < from ? "up" : "down"}"]`, 0);
    }
  };

  const actions: RowActions = {
    move: (from, to) => move(from, to, true),
    remove: (item) => state.remove.mutate(item),
    setTrack: (item, musicTrackId) => state.updateItem.mutate({ item, change: { musicTrackId } }),
    editDosage: setDosageOf,
  };

  const row = (item: PlaylistItem, index: number, drag?: DragHandle) => (
    <PlaylistItemRow
      key={item.id}
      item={item}
      exercise={exercises.get(item.exerciseId)}
      tracks={tracks}
      index={index}
      total={items.length}
      owner={owner}
      actions={actions}
      {...(drag ? { drag } : {})}
    />
  );
  const plainRows = items.map((item, index) => row(item, index));
  const dosageExercise = dosageOf ? exercises.get(dosageOf.exerciseId) : undefined;

  return (
    <>
      <ol
        ref={list}
        aria-label="Exercises in this playlist"
        className="grid gap-3"
        onPointerOver={wantSortable}
        onTouchStart={wantSortable}
        onFocus={(event) => {
          lastFocusedHandle.current = event.target.getAttribute("data-drag-handle");
          wantSortable(event);
        }}
      >
        <Suspense fallback={plainRows}>
          {sortable ? (
            <SortableRows
              items={items}
              nameOf={nameOf}
              onMove={(from, to) => move(from, to, false)}
              renderRow={row}
              onMounted={sortableMounted}
            />
          ) : (
            plainRows
          )}
        </Suspense>
      </ol>
      <p aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {dosageOf && dosageExercise && (
        <Suspense fallback={null}>
          <DosageDialog
            item={dosageOf}
            exercise={dosageExercise}
            onClose={() => setDosageOf(null)}
            onSave={(change) => state.updateItem.mutateAsync({ item: dosageOf, change })}
          />
        </Suspense>
      )}
    </>
  );
}
