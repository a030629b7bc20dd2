import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { CreatePlaylistPayload } from "#contracts/playlists.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { type PlaylistFormValues, playlistFormResolver } from "./playlist-form-resolver.ts";

interface Props {
  initial: PlaylistFormValues;
  /** 'new' is /exercise-playlist/new ('Create Your Playlist', 'Save Playlist'). */
  mode: "new" | "edit";
  /** The practice (admin session) may also feature its playlist on /exercises. */
  canFeature: boolean;
  onSave: (values: CreatePlaylistPayload) => Promise<unknown>;
  onCancel?: () => void;
}

/** Spec "Playlist page", edit mode: 'Playlist Name', 'Description', 'Make playlist public'; Save disabled while the name is empty. */
export default function PlaylistForm({ initial, mode, canFeature, onSave, onCancel }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PlaylistFormValues, unknown, CreatePlaylistPayload>({
    resolver: playlistFormResolver,
    defaultValues: initial,
  });
  const nameEmpty = (useWatch({ control, name: "name" }) ?? "").trim() === "";
  const save = handleSubmit(async ({ name, description, isPublic, isFeatured }) => {
    await onSave({ name, description: description ?? "", isPublic, ...(canFeature ? { isFeatured } : {}) }).catch(() => undefined);
  });
  const nameError = errors.name?.message;
  const descriptionError = errors.description?.message;
  return (
    <form onSubmit={save} noValidate className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold text-brand-deep sm:text-3xl">
        {mode === "new" ? "Create Your Playlist" : "Edit Playlist"}
      </h1>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          Playlist Name
        </label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          placeholder="e.g. Week 6 strength"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          {...register("name")}
        />
        {nameError && (
          <p id={`${id}-name-error`} className="text-sm text-destructive">
            {nameError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          Description
        </label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          placeholder="What this session is for"
          aria-invalid={descriptionError ? true : undefined}
          {...register("description")}
        />
        {descriptionError && <p className="text-sm text-destructive">{descriptionError}</p>}
      </div>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input type="checkbox" role="switch" className="peer size-5 accent-primary" {...register("isPublic")} />
        Make playlist public
      </label>
      <p className="-mt-3 text-sm text-muted-foreground">
        Anyone with the link can then see it and copy it. Private playlists are yours alone.
      </p>
      {canFeature && (
        <label className="flex items-center gap-3 text-sm font-medium">
          <input type="checkbox" role="switch" className="size-5 accent-primary" {...register("isFeatured")} />
          Feature on the exercise library as a ready-made programme
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={nameEmpty || isSubmitting}>
          {isSubmitting ? "Saving..." : mode === "new" ? "Save Playlist" : "Save"}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
