import { ArrowDown, ArrowUp } from "lucide";
import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import { exerciseWithIdNotFound } from "#contracts/exercise-messages.ts";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import { playlistActionFailed, playlistMessages } from "#contracts/playlist-messages.ts";
import type { PlaylistItem } from "#contracts/playlists.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";
import { readyLazy } from "./ready-lazy.ts";
import { PlaylistItemRow, type DragHandle } from "./playlist-item-row.tsx";
import { movedAnnouncement, moveTo } from "./reorder.ts";

// dnd-kit (about 15 kB) is not in the page's first JavaScript: it loads as the page hydrates.
const SortableRows = readyLazy(() => import("./sortable-rows.tsx").then((module) => module.default));
// Opened by its address (?dosage=item); the server renders it in place.
const DosageForm = readyLazy(() => import("./dosage-form.tsx").then((module) => module.DosageForm));

interface Props {
  items: PlaylistItem[];
  exercises: Map<number, Exercise>;
  tracks: MusicTrack[];
  owner: boolean;
  /** The item whose dosage form is open (?dosage=), if any. */
  dosageOf: number | null;
}

/**
 * The 'Exercises List' tab: the rows, sortable by the owner by dragging (dnd-kit, loaded as the page
 * hydrates) and by the move buttons (forms, so they work before it). Both post the whole new order; it
 * shows at once, and goes back with the spec's message if the server refuses it. Until dnd-kit is there the
 * handles are aria-disabled and the list busy; a Space or Enter pressed on a handle meanwhile is kept and
 * picks the row up as soon as it has loaded.
 */
export function PlaylistItems({ items: saved, exercises, tracks, owner, dosageOf }: Props) {
  const reorder = useFetcher<unknown>({ key: "playlist-reorder" });
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const [sortable, setSortable] = useState(false);
  const focusedHandle = useRef<string | null>(null);
  const heldKey = useRef<string | null>(null);
  // Swapped in once loaded: the plain rows stay (and keep the focus) until then.
  useEffect(() => {
    if (owner) void SortableRows.preload().then(() => startTransition(() => setSortable(true)));
  }, [owner]);
  const holdKey = (event: KeyboardEvent) => {
    const handle = event.target instanceof Element ? event.target.getAttribute("data-drag-handle") : null;
    if (sortable || !handle || (event.key !== " " && event.key !== "Enter")) return;
    event.preventDefault();
    heldKey.current = event.code || (event.key === " " ? "Space" : "Enter");
  };
  // The sortable rows are new elements: the handle that had focus gets it back, and a held key is pressed.
  const sortableMounted = () => {
    const handle = focusedHandle.current && list.current?.querySelector<HTMLElement>(`[data-drag-handle="${focusedHandle.current}"]`);
    if (!handle || (document.activeElement !== document.body && !list.current?.contains(document.activeElement))) return;
    handle.focus();
    const code = heldKey.current;
    heldKey.current = null;
    if (code) handle.dispatchEvent(new window.KeyboardEvent("keydown", { code, key: code === "Space" ? " " : "Enter", bubbles: true }));
  };
  const byId = new Map(saved.map((item) => [item.id, item]));
  const pending = reorder.formData?.getAll("itemOrder").map((id) => byId.get(Number(id)));
  const items = pending && pending.every(Boolean) && pending.length === saved.length ? (pending as PlaylistItem[]) : saved;
  const refused = reorder.state === "idle" && isFormReply(reorder.data);
  const nameOf = (item: PlaylistItem) => exercises.get(item.exerciseId)?.name ?? exerciseWithIdNotFound(item.exerciseId);

  const submitOrder = (order: PlaylistItem[]) => {
    const form = new FormData();
    form.set("intent", "reorder");
    for (const item of order) form.append("itemOrder", String(item.id));
    void reorder.submit(form, { method: "post", preventScrollReset: true });
  };

  /** Focus follows the moved row: the same button in its new place, or its twin when that one is now disabled. */
  const refocus = (itemId: number, direction: "up" | "down") =>
    requestAnimationFrame(() => {
      const row = list.current?.querySelector(`[data-item-id="${itemId}"]`);
      const target = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
      (target && !target.disabled ? target : row?.querySelector<HTMLElement>("[data-move]:not(:disabled)"))?.focus();
    });

  const moveForm = (item: PlaylistItem, from: number) => (to: number, direction: "up" | "down", label: string, disabled: boolean) => (
    <reorder.Form
      method="post"
      preventScrollReset
      className="contents"
      onSubmit={() => {
        setAnnouncement(movedAnnouncement(nameOf(item), to, items.length));
        refocus(item.id, direction);
      }}
    >
      <input type="hidden" name="intent" value="reorder" />
      {moveTo(items, from, to).map((moved) => (
        <input key={moved.id} type="hidden" name="itemOrder" value={moved.id} />
      ))}
      <Button type="submit" variant="outline" size="sm" data-move={direction} disabled={disabled} aria-label={label}>
        <Icon node={direction === "up" ? ArrowUp : ArrowDown} /> Move {direction}
      </Button>
    </reorder.Form>
  );

  const row = (item: PlaylistItem, index: number, drag?: DragHandle) => {
    const exercise = exercises.get(item.exerciseId);
    return (
      <PlaylistItemRow
        key={item.id}
        item={item}
        exercise={exercise}
        tracks={tracks}
        index={index}
        total={items.length}
        owner={owner}
        moveForm={moveForm(item, index)}
        {...(dosageOf === item.id && exercise ? { dosage: <DosageForm item={item} exercise={exercise} cancelTo="?" /> } : {})}
        {...(drag ? { drag } : {})}
      />
    );
  };

  return (
    <>
      {refused && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {playlistActionFailed("reorder items", playlistMessages.reorderFailed)}
        </p>
      )}
      <ol
        ref={list}
        aria-label="Exercises in this playlist"
        aria-busy={owner && !sortable ? true : undefined}
        className="grid gap-3"
        onFocus={(event) => (focusedHandle.current = event.target.getAttribute("data-drag-handle"))}
        onKeyDown={holdKey}
      >
        {sortable ? (
          <SortableRows
            items={items}
            nameOf={nameOf}
            onMove={(from, to) => submitOrder(moveTo(items, from, to))}
            renderRow={row}
            onMounted={sortableMounted}
          />
        ) : (
          items.map((item, index) => row(item, index))
        )}
      </ol>
      <p aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
