import { ArrowDown, ArrowUp, GripVertical, SlidersHorizontal, Trash } from "lucide";
import type { CSSProperties, HTMLAttributes } from "react";
import { Link } from "react-router";
import { exerciseMessages, exerciseWithIdNotFound } from "#contracts/exercise-messages.ts";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import { paths } from "#contracts/paths.ts";
import type { PlaylistItem } from "#contracts/playlists.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { cn } from "#app/lib/utils.ts";
import { DifficultyBadge } from "./difficulty-badge.tsx";
import { dosageText } from "./dosage-text.ts";
import { trackLabel } from "./track-label.ts";

/** What dnd-kit gives a sortable row (nothing until it has loaded). */
export interface DragHandle {
  attachRow?: (element: HTMLElement | null) => void;
  style?: CSSProperties;
  dragging?: boolean;
  attachHandle?: (element: HTMLElement | null) => void;
  handleProps?: HTMLAttributes<HTMLButtonElement>;
}

export interface RowActions {
  move: (from: number, to: number) => void;
  remove: (item: PlaylistItem) => void;
  setTrack: (item: PlaylistItem, musicTrackId: number | null) => void;
  editDosage: (item: PlaylistItem) => void;
}

interface Props {
  item: PlaylistItem;
  exercise: Exercise | undefined;
  tracks: MusicTrack[];
  index: number;
  total: number;
  owner: boolean;
  actions: RowActions;
  drag?: DragHandle;
}

/** One exercise of a playlist (spec "Playlist page"): what it is, its music, and the owner's controls. */
export function PlaylistItemRow({ item, exercise, tracks, index, total, owner, actions, drag = {} }: Props) {
  const { attachRow, style, dragging, attachHandle, handleProps } = drag;
  const name = exercise?.name ?? exerciseWithIdNotFound(item.exerciseId);
  const track = tracks.find((candidate) => candidate.id === item.musicTrackId);
  const musicId = `music-${item.id}`;
  return (
    <li
      ref={attachRow}
      style={style}
      data-item-id={item.id}
      className={cn("flex gap-3 rounded-lg border bg-card p-4 shadow-xs", dragging && "relative z-10 shadow-lg ring-2 ring-ring/50")}
    >
      {owner && (
        <button
          type="button"
          ref={attachHandle}
          data-drag-handle={item.id}
          aria-label={`Reorder ${name}, position ${index + 1} of ${total}`}
          className="flex w-8 shrink-0 cursor-grab touch-none items-start justify-center rounded-md pt-1 text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          {...handleProps}
        >
          <Icon node={GripVertical} className="size-5" />
        </button>
      )}
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">{index + 1}.</span>
          {exercise ? (
            <Link to={paths.exercise(exercise.slug)} className="font-semibold hover:underline">
              {exercise.name}
            </Link>
          ) : (
            <span className="font-semibold text-destructive">{name}</span>
          )}
          {exercise && <DifficultyBadge difficulty={exercise.difficulty} />}
        </div>
        {exercise && <p className="text-sm text-muted-foreground">{exercise.description}</p>}
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <span className="font-medium">{formatDuration(item.duration)}</span>
          {exercise && <span className="text-muted-foreground">{exercise.category}</span>}
          <span>{dosageText(item.dosage, exercise?.unilateral ?? false)}</span>
        </p>
        {owner ? (
          <div className="grid gap-1.5 sm:max-w-sm">
            <label htmlFor={musicId} className="text-sm font-medium">
              Sync with music
            </label>
            <NativeSelect
              id={musicId}
              value={String(item.musicTrackId ?? 0)}
              onChange={(event) => {
                const value = Number(event.target.value);
                actions.setTrack(item, value === 0 ? null : value);
              }}
            >
              <option value="0">{exerciseMessages.noMusic}</option>
              {tracks.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {trackLabel(candidate)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <p className="text-sm">Music: {track ? trackLabel(track) : exerciseMessages.noMusic}</p>
        )}
        {owner && (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button
              type="button"
              variant="outline"
              size="sm"
              data-move="up"
              disabled={index === 0}
              aria-label={`Move up: ${name}`}
              onClick={() => actions.move(index, index - 1)}
            >
              <Icon node={ArrowUp} /> Move up
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              data-move="down"
              disabled={index === total - 1}
              aria-label={`Move down: ${name}`}
              onClick={() => actions.move(index, index + 1)}
            >
              <Icon node={ArrowDown} /> Move down
            </Button>
            {exercise && (
              <Button type="button" variant="outline" size="sm" aria-label={`Dosage: ${name}`} onClick={() => actions.editDosage(item)}>
                <Icon node={SlidersHorizontal} /> Dosage
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive"
              aria-label={`Remove ${name}`}
              onClick={() => actions.remove(item)}
            >
              <Icon node={Trash} /> Remove
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
