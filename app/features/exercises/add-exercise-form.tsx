import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { exerciseMessages } from "#contracts/exercise-messages.ts";
import type { Exercise, MusicTrack } from "#contracts/exercises.ts";
import { FormReplyMessage } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { useFormReply } from "#app/lib/form-submission.ts";
import { trackLabel } from "./track-label.ts";

const FORM_ID = "add-exercise";

/** Spec "Playlist page": 'Add Exercise to Playlist' (?add), a required exercise and 'Music Track (Optional)'. */
export function AddExerciseForm({ exercises, tracks, cancelTo }: { exercises: Exercise[]; tracks: MusicTrack[]; cancelTo: string }) {
  const reply = useFormReply();
  const adding = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const error = reply?.fields.exerciseId;
  return (
    <Form
      ref={form}
      method="post"
      noValidate
      className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm"
      aria-labelledby={`${FORM_ID}-title`}
    >
      <h2 id={`${FORM_ID}-title`} className="text-xl font-semibold">
        Add Exercise to Playlist
      </h2>
      <p className="text-sm text-muted-foreground">Choose an exercise and, if you like, music to do it to.</p>
      <FormReplyMessage reply={reply} form={form} />
      <input type="hidden" name="intent" value="add-item" />
      <div className="grid gap-1.5">
        <label htmlFor={`${FORM_ID}-exercise`} className="text-sm font-medium">
          Exercise <span aria-hidden="true">*</span>
        </label>
        <NativeSelect
          id={`${FORM_ID}-exercise`}
          name="exerciseId"
          required
          defaultValue={reply?.values.exerciseId ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${FORM_ID}-exercise-error` : undefined}
        >
          <option value="">Select an exercise</option>
          {exercises.map((exercise) => (
            <option key={exercise.id} value={String(exercise.id)}>
              {exercise.name} ({exercise.category})
            </option>
          ))}
        </NativeSelect>
        {error && (
          <p id={`${FORM_ID}-exercise-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${FORM_ID}-track`} className="text-sm font-medium">
          Music Track (Optional)
        </label>
        <NativeSelect id={`${FORM_ID}-track`} name="musicTrackId" defaultValue={reply?.values.musicTrackId ?? ""}>
          <option value="">{exerciseMessages.noMusic}</option>
          {tracks.map((track) => (
            <option key={track.id} value={String(track.id)}>
              {trackLabel(track)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={adding}>
          {adding ? "Adding..." : "Add to Playlist"}
        </Button>
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}
