import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { Exercise, Side } from "#contracts/exercises.ts";
import { updatePlaylistItemSchema, type PlaylistItem, type UpdatePlaylistItemPayload } from "#contracts/playlists.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { dosageText } from "./dosage-text.ts";

interface Values {
  sets: number;
  reps?: number | null;
  holdSeconds?: number | null;
  restSeconds: number;
  side?: Side | null;
}

interface Props {
  item: PlaylistItem;
  exercise: Exercise;
  onClose: () => void;
  onSave: (change: UpdatePlaylistItemPayload) => Promise<unknown>;
}

/**
 * An item's own dosage (product decision 21): sets, reps or hold (as the exercise is done), rest, and the
 * side of a one-leg exercise. 'Use the exercise's default' sends nulls.
 */
export default function DosageDialog({ item, exercise, onClose, onSave }: Props) {
  const formId = useId();
  const holds = exercise.dosage.reps === null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, UpdatePlaylistItemPayload>({
    resolver: zodResolver(updatePlaylistItemSchema) as never,
    defaultValues: {
      sets: item.dosage.sets,
      restSeconds: item.dosage.restSeconds,
      ...(holds ? { holdSeconds: item.dosage.holdSeconds } : { reps: item.dosage.reps }),
      ...(exercise.unilateral ? { side: item.dosage.side } : {}),
    },
  });
  const save = handleSubmit(async (values) => {
    await onSave(values).then(onClose, () => undefined);
  });
  const reset = async () => {
    await onSave({ sets: null, reps: null, holdSeconds: null, restSeconds: null, side: null }).then(onClose, () => undefined);
  };
  const number = (name: "sets" | "reps" | "holdSeconds" | "restSeconds", label: string) => {
    const error = errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <label htmlFor={`${formId}-${name}`} className="text-sm font-medium">
          {label}
        </label>
        <Input
          id={`${formId}-${name}`}
          type="number"
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${formId}-${name}-error` : undefined}
          {...register(name, { valueAsNumber: true })}
        />
        {error && (
          <p id={`${formId}-${name}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dosage: {exercise.name}</DialogTitle>
          <DialogDescription>The exercise's default is {dosageText(exercise.dosage, exercise.unilateral)}.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} className="grid gap-4" noValidate>
          <div className="grid grid-cols-2 gap-4">
            {number("sets", "Sets")}
            {holds ? number("holdSeconds", "Hold (seconds)") : number("reps", "Reps")}
            {number("restSeconds", "Rest (seconds)")}
            {exercise.unilateral && (
              <div className="grid gap-1.5">
                <label htmlFor={`${formId}-side`} className="text-sm font-medium">
                  Side
                </label>
                <NativeSelect id={`${formId}-side`} {...register("side")}>
                  <option value="both">Each leg</option>
                  <option value="left">Left leg</option>
                  <option value="right">Right leg</option>
                </NativeSelect>
              </div>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" className="sm:mr-auto" disabled={isSubmitting} onClick={reset}>
              Use the exercise's default
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save dosage"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
