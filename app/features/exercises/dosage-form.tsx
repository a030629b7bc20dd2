import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Exercise } from "#contracts/exercises.ts";
import type { FormReply } from "#contracts/form-reply.ts";
import type { PlaylistItem } from "#contracts/playlists.ts";
import { FormReplyMessage, TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { useFormReply } from "#app/lib/form-submission.ts";
import { dosageText } from "#app/lib/dosage-text.ts";

/**
 * An item's own dosage (docs/product/decisions.md, 21), opened under its row (?dosage=item): sets, reps or hold (as
 * the exercise is done), rest, the side of a one-leg exercise, the load and notes. 'Use the exercise's
 * default' resets the dosage and the load.
 */
export function DosageForm({ item, exercise, cancelTo }: { item: PlaylistItem; exercise: Exercise; cancelTo: string }) {
  const reply = useFormReply();
  const saving = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const formId = `dosage-${item.id}`;
  const holds = exercise.dosage.reps === null;
  // The fields start from the item's dosage, or from what was posted when the reply gives it back.
  const { sets, reps, holdSeconds, restSeconds } = item.dosage;
  const shown: FormReply = {
    status: "invalid",
    error: "",
    fields: reply?.fields ?? {},
    values: {
      sets: String(sets),
      reps: String(reps ?? ""),
      holdSeconds: String(holdSeconds ?? ""),
      restSeconds: String(restSeconds),
      load: item.load ?? "",
      notes: item.notes,
      ...reply?.values,
    },
  };
  const number = (name: string, label: string) => (
    <TextField formId={formId} name={name} label={label} reply={shown} type="number" inputMode="numeric" />
  );
  return (
    <Form
      ref={form}
      method="post"
      preventScrollReset
      noValidate
      className="grid gap-4 rounded-lg bg-secondary/40 p-4"
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className="font-semibold">
        Dosage: {exercise.name}
      </h2>
      <p className="text-sm text-muted-foreground">The exercise's default is {dosageText(exercise.dosage, exercise.unilateral)}.</p>
      <FormReplyMessage reply={reply} form={form} />
      <input type="hidden" name="itemId" value={item.id} />
      <div className="grid grid-cols-2 gap-4">
        {number("sets", "Sets")}
        {holds ? number("holdSeconds", "Hold (seconds)") : number("reps", "Reps")}
        {number("restSeconds", "Rest (seconds)")}
        {exercise.unilateral && (
          <div className="grid gap-1.5">
            <label htmlFor={`${formId}-side`} className="text-sm font-medium">
              Side
            </label>
            <NativeSelect id={`${formId}-side`} name="side" defaultValue={reply?.values.side ?? item.dosage.side}>
              <option value="both">Each leg</option>
              <option value="left">Left leg</option>
              <option value="right">Right leg</option>
            </NativeSelect>
          </div>
        )}
        <TextField formId={formId} name="load" label="Load (optional)" hint="For example 5 kg or light band" reply={shown} maxLength={40} />
      </div>
      <TextAreaField formId={formId} name="notes" label="Notes (optional)" reply={shown} rows={2} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="update-item" disabled={saving}>
          {saving ? "Saving..." : "Save dosage"}
        </Button>
        <Button type="submit" name="intent" value="reset-dosage" variant="ghost" disabled={saving}>
          Use the exercise's default
        </Button>
        <Button asChild variant="outline">
          <Link to={cancelTo} preventScrollReset>
            Cancel
          </Link>
        </Button>
      </div>
    </Form>
  );
}
