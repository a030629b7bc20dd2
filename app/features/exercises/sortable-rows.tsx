import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, type ReactNode } from "react";
import type { PlaylistItem } from "#contracts/playlists.ts";
import type { DragHandle } from "./playlist-item-row.tsx";
import { cancelledAnnouncement, movedAnnouncement, overAnnouncement, pickedUpAnnouncement } from "./reorder.ts";

interface Props {
  items: PlaylistItem[];
  nameOf: (item: PlaylistItem) => string;
  onMove: (from: number, to: number) => void;
  renderRow: (item: PlaylistItem, index: number, drag: DragHandle) => ReactNode;
  /** Called once these rows have replaced the plain ones. */
  onMounted: () => void;
}

/**
 * The playlist's rows made sortable with dnd-kit: pointer, touch (a short press, so the page still scrolls)
 * and keyboard (focus the handle, Space, arrows, Space; Escape cancels), each move told to screen readers
 * ("Moved X to position 2 of 5"). Loaded as the page hydrates, not in its first JavaScript; until then
 * the handles say they are busy (playlist-items.tsx).
 */
export default function SortableRows({ items, nameOf, onMove, renderRow, onMounted }: Props) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the rows first appear
  useEffect(onMounted, []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    // Spec §9: a keyboard drag moves 25 px a step; the sortable coordinates step a whole row.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const name = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => pickedUpAnnouncement(name(active.id), indexOf(active.id), items.length),
    onDragOver: ({ active, over }) => (over ? overAnnouncement(name(active.id), indexOf(over.id), items.length) : undefined),
    onDragEnd: ({ active, over }) => movedAnnouncement(name(active.id), over ? indexOf(over.id) : indexOf(active.id), items.length),
    onDragCancel: ({ active }) => cancelledAnnouncement(name(active.id), indexOf(active.id), items.length),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        // Its instructions and live region go to the body: inside the list they would be items that are not <li>.
        container: typeof document === "undefined" ? undefined : document.body,
        announcements,
        screenReaderInstructions: {
          draggable: "To reorder, press Space to pick up this exercise, the arrow keys to move it, Space to drop it, Escape to cancel.",
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {items.map((item, index) => (
          <SortableRow key={item.id} id={item.id}>
            {(drag) => renderRow(item, index, drag)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: number; children: (drag: DragHandle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return children({
    attachRow: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    dragging: isDragging,
    attachHandle: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners, "aria-roledescription": "sortable" },
  });
}
