import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { exerciseMessages } from "#contracts/exercise-messages.ts";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import { addPlaylistItemSchema, type AddPlaylistItemPayload } from "#contracts/playlists.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { trackLabel } from "./track-label.ts";

interface Values {
  exerciseId: number;
  musicTrackId: number;
  notes: string;
}

interface Props {
  exercises: Exercise[];
  tracks: MusicTrack[];
  onClose: () => void;
  onAdd: (payload: AddPlaylistItemPayload) => Promise<unknown>;
}

const toNumber = (value: unknown) => Number(value || 0);

/** Spec "Playlist page": 'Add Exercise to Playlist', a required exercise and 'Music Track (Optional)'. */
export default function AddExerciseDialog({ exercises, tracks, onClose, onAdd }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, AddPlaylistItemPayload>({
    resolver: zodResolver(addPlaylistItemSchema) as never,
    defaultValues: { exerciseId: 0, musicTrackId: 0, notes: "" },
  });
  const chosen = toNumber(useWatch({ control, name: "exerciseId" })) > 0;
  const add = handleSubmit(async (values) => {
    await onAdd(values).then(onClose, () => undefined);
  });
  const error = errors.exerciseId?.message;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Exercise to Playlist</DialogTitle>
          <DialogDescription>Choose an exercise and, if you like, music to do it to.</DialogDescription>
        </DialogHeader>
        <form onSubmit={add} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-exercise`} className="text-sm font-medium">
              Exercise <span aria-hidden="true">*</span>
            </label>
            <NativeSelect
              id={`${id}-exercise`}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-exercise-error` : undefined}
              {...register("exerciseId", { setValueAs: toNumber })}
            >
              <option value="0">Select an exercise</option>
              {exercises.map((exercise) => (
                <option key={exercise.id} value={String(exercise.id)}>
                  {exercise.name} ({exercise.category})
                </option>
              ))}
            </NativeSelect>
            {error && (
              <p id={`${id}-exercise-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-track`} className="text-sm font-medium">
              Music Track (Optional)
            </label>
            <NativeSelect id={`${id}-track`} {...register("musicTrackId", { setValueAs: toNumber })}>
              <option value="0">{exerciseMessages.noMusic}</option>
              {tracks.map((track) => (
                <option key={track.id} value={String(track.id)}>
                  {trackLabel(track)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!chosen || isSubmitting}>
              {isSubmitting ? "Adding..." : "Add to Playlist"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
