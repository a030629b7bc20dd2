import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import { FormReplyMessage } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";

interface Props {
  initial: { name: string; description: string; isPublic: boolean; isFeatured: boolean };
  /** 'new' is /exercise-playlist/new ('Create Your Playlist', 'Save Playlist'). */
  mode: "new" | "edit";
  /** The practice (admin session) may also feature its playlist on /exercises. */
  canFeature: boolean;
  /** Where 'Cancel' goes back to (edit mode). */
  cancelTo?: string;
}

const FORM_ID = "playlist-form";

/**
 * Spec "Playlist page", edit mode: 'Playlist Name', 'Description', 'Make playlist public', posted to the
 * page's action (a switch posts a hidden "false" before its "true"). Save is disabled while the name is
 * empty once the page is interactive; before, the server's reply says so.
 */
export function PlaylistForm({ initial, mode, canFeature, cancelTo }: Props) {
  const answer = useActionData<unknown>();
  const reply: FormReply | undefined = isFormReply(answer) ? answer : undefined;
  const values = { ...initial, ...reply?.values };
  const saving = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const name = useRef<HTMLInputElement>(null);
  const [nameEmpty, setNameEmpty] = useState(false);
  // What was typed before hydration counts.
  useEffect(() => setNameEmpty((name.current?.value ?? "").trim() === ""), []);
  const error = (field: string) =>
    reply?.fields[field] && (
      <p id={`${FORM_ID}-${field}-error`} className="text-sm text-destructive">
        {reply.fields[field]}
      </p>
    );
  const invalid = (field: string) =>
    reply?.fields[field] ? { "aria-invalid": true, "aria-describedby": `${FORM_ID}-${field}-error` } : {};
  const flag = (field: "isPublic" | "isFeatured") => (reply?.values[field] !== undefined ? reply.values[field] === "true" : initial[field]);
  return (
    <Form
      ref={form}
      method="post"
      noValidate
      className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm"
      aria-labelledby={`${FORM_ID}-title`}
    >
      {mode === "edit" && <input type="hidden" name="intent" value="update" />}
      <h1 id={`${FORM_ID}-title`} className="text-2xl font-bold text-brand-deep sm:text-3xl">
        {mode === "new" ? "Create Your Playlist" : "Edit Playlist"}
      </h1>
      <FormReplyMessage reply={reply} form={form} />
      <div className="grid gap-1.5">
        <label htmlFor={`${FORM_ID}-name`} className="text-sm font-medium">
          Playlist Name
        </label>
        <Input
          ref={name}
          id={`${FORM_ID}-name`}
          name="name"
          autoComplete="off"
          placeholder="e.g. Week 6 strength"
          defaultValue={values.name}
          onInput={(event) => setNameEmpty(event.currentTarget.value.trim() === "")}
          {...invalid("name")}
        />
        {error("name")}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${FORM_ID}-description`} className="text-sm font-medium">
          Description
        </label>
        <Textarea
          id={`${FORM_ID}-description`}
          name="description"
          rows={3}
          placeholder="What this session is for"
          defaultValue={values.description}
          {...invalid("description")}
        />
        {error("description")}
      </div>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input type="hidden" name="isPublic" value="false" />
        <input
          type="checkbox"
          role="switch"
          name="isPublic"
          value="true"
          defaultChecked={flag("isPublic")}
          className="size-5 accent-primary"
        />
        Make playlist public
      </label>
      <p className="-mt-3 text-sm text-muted-foreground">
        Anyone with the link can then see it and copy it. Private playlists are yours alone.
      </p>
      {canFeature && (
        <label className="flex items-center gap-3 text-sm font-medium">
          <input type="hidden" name="isFeatured" value="false" />
          <input
            type="checkbox"
            role="switch"
            name="isFeatured"
            value="true"
            defaultChecked={flag("isFeatured")}
            className="size-5 accent-primary"
          />
          Feature on the exercise library as a ready-made programme
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={nameEmpty || saving}>
          {saving ? "Saving..." : mode === "new" ? "Save Playlist" : "Save"}
        </Button>
        {cancelTo && (
          <Button asChild variant="outline">
            <Link to={cancelTo}>Cancel</Link>
          </Button>
        )}
      </div>
    </Form>
  );
}
