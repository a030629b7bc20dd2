import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import { FormReplyMessage, TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useFormReply } from "#app/lib/form-submission.ts";

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
  const reply = useFormReply();
  // The fields start from the playlist, or from what was posted when the reply gives it back.
  const shown: FormReply = {
    status: "invalid",
    error: "",
    fields: reply?.fields ?? {},
    values: { name: initial.name, description: initial.description, ...reply?.values },
  };
  const saving = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const name = useRef<HTMLInputElement>(null);
  const [nameEmpty, setNameEmpty] = useState(false);
  // What was typed before hydration counts.
  useEffect(() => setNameEmpty((name.current?.value ?? "").trim() === ""), []);
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
      <TextField
        ref={name}
        formId={FORM_ID}
        name="name"
        label="Playlist Name"
        reply={shown}
        autoComplete="off"
        placeholder="e.g. Week 6 strength"
        onInput={(event) => setNameEmpty(event.currentTarget.value.trim() === "")}
      />
      <TextAreaField
        formId={FORM_ID}
        name="description"
        label="Description"
        reply={shown}
        rows={3}
        placeholder="What this session is for"
      />
      <Switch name="isPublic" defaultChecked={flag("isPublic")}>
        Make playlist public
      </Switch>
      <p className="-mt-3 text-sm text-muted-foreground">
        Anyone with the link can then see it and copy it. Private playlists are yours alone.
      </p>
      {canFeature && (
        <Switch name="isFeatured" defaultChecked={flag("isFeatured")}>
          Feature on the exercise library as a ready-made programme
        </Switch>
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

/** A native switch that always posts: "false" from the hidden field, then "true" when it is on. */
function Switch({ name, defaultChecked, children }: { name: string; defaultChecked: boolean; children: ReactNode }) {
  return (
    <label className="flex items-center gap-3 text-sm font-medium">
      <input type="hidden" name={name} value="false" />
      <input type="checkbox" role="switch" name={name} value="true" defaultChecked={defaultChecked} className="size-5 accent-primary" />
      {children}
    </label>
  );
}
