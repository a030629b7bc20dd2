import { GripVertical, SlidersHorizontal, Trash } from "lucide";
import type { CSSProperties, HTMLAttributes, ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { exerciseMessages, exerciseWithIdNotFound } from "#contracts/exercise-messages.ts";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import { paths } from "#contracts/paths.ts";
import type { PlaylistItem } from "#contracts/playlists.ts";
import { formatDuration } from "#core/exercises/dosage.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";
import { cn } from "#app/lib/utils.ts";
import { DifficultyBadge } from "./difficulty-badge.tsx";
import { dosageText } from "#app/lib/dosage-text.ts";
import { trackLabel } from "./track-label.ts";

/** What dnd-kit gives a sortable row (nothing until it has loaded: the handle is then aria-disabled). */
export interface DragHandle {
  attachRow?: (element: HTMLElement | null) => void;
  style?: CSSProperties;
  dragging?: boolean;
  attachHandle?: (element: HTMLElement | null) => void;
  handleProps?: HTMLAttributes<HTMLButtonElement>;
}

interface Props {
  item: PlaylistItem;
  exercise: Exercise | undefined;
  tracks: MusicTrack[];
  index: number;
  total: number;
  owner: boolean;
  /** The move buttons' forms: the playlist's order with this row moved to `to` (reorder's fetcher). */
  moveForm: (to: number, direction: "up" | "down", label: string, disabled: boolean) => ReactNode;
  /** The row's dosage form, when it is open (?dosage=). */
  dosage?: ReactNode;
  drag?: DragHandle;
}

/**
 * One exercise of a playlist (docs/product/spec.md, "Playlist page"): what it is, its music, and the owner's controls, each
 * a form posted to the page's action, so they work before the page is interactive.
 */
export function PlaylistItemRow({ item, exercise, tracks, index, total, owner, moveForm, dosage, drag = {} }: Props) {
  const { attachRow, style, dragging, attachHandle, handleProps } = drag;
  const music = useFetcher<unknown>();
  const remove = useFetcher<unknown>();
  const name = exercise?.name ?? exerciseWithIdNotFound(item.exerciseId);
  const track = tracks.find((candidate) => candidate.id === item.musicTrackId);
  const refusal = [music.data, remove.data].find(isFormReply);
  const musicId = `music-${item.id}`;
  const removing = remove.state !== "idle";
  return (
    <li
      ref={attachRow}
      style={style}
      data-item-id={item.id}
      hidden={removing}
      className={cn("flex gap-3 rounded-lg border bg-card p-4 shadow-xs", dragging && "relative z-10 shadow-lg ring-2 ring-ring/50")}
    >
      {owner && (
        <button
          type="button"
          ref={attachHandle}
          data-drag-handle={item.id}
          aria-label={`Reorder ${name}, position ${index + 1} of ${total}`}
          aria-disabled={handleProps ? undefined : true}
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
          {item.load && <span>Load: {item.load}</span>}
        </p>
        {item.notes && <p className="text-sm">{item.notes}</p>}
        {owner ? (
          <music.Form method="post" preventScrollReset className="grid gap-1.5 sm:max-w-sm">
            <input type="hidden" name="intent" value="update-item" />
            <input type="hidden" name="itemId" value={item.id} />
            <label htmlFor={musicId} className="text-sm font-medium">
              Sync with music
            </label>
            <div className="flex gap-2">
              <NativeSelect
                id={musicId}
                name="musicTrackId"
                key={item.musicTrackId ?? 0}
                defaultValue={String(item.musicTrackId ?? 0)}
                onChange={(event) => void music.submit(event.currentTarget.form, { preventScrollReset: true })}
              >
                <option value="0">{exerciseMessages.noMusic}</option>
                {tracks.map((candidate) => (
                  <option key={candidate.id} value={String(candidate.id)}>
                    {trackLabel(candidate)}
                  </option>
                ))}
              </NativeSelect>
              <noscript>
                <Button type="submit" variant="outline">
                  Set music
                </Button>
              </noscript>
            </div>
          </music.Form>
        ) : (
          <p className="text-sm">Music: {track ? trackLabel(track) : exerciseMessages.noMusic}</p>
        )}
        {owner && (
          <div className="flex flex-wrap gap-2 pt-1">
            {moveForm(index - 1, "up", `Move up: ${name}`, index === 0)}
            {moveForm(index + 1, "down", `Move down: ${name}`, index === total - 1)}
            {exercise && (
              <Button asChild variant="outline" size="sm">
                <Link to={`?dosage=${item.id}`} preventScrollReset aria-label={`Dosage: ${name}`}>
                  <Icon node={SlidersHorizontal} /> Dosage
                </Link>
              </Button>
            )}
            <remove.Form method="post" preventScrollReset className="contents">
              <input type="hidden" name="intent" value="remove-item" />
              <input type="hidden" name="itemId" value={item.id} />
              <Button type="submit" variant="ghost" size="sm" className="text-destructive" aria-label={`Remove ${name}`}>
                <Icon node={Trash} /> Remove
              </Button>
            </remove.Form>
          </div>
        )}
        {refusal && (
          <p role="alert" className="text-sm text-destructive">
            {refusal.error}
          </p>
        )}
        {dosage}
      </div>
    </li>
  );
}
