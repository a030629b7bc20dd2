import { Loader2, Save, Signature } from "lucide";
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { Form, useActionData, useFetcher } from "react-router";
import { effusionGrades, type ClinicalNote } from "#contracts/clinical-notes.ts";
import type { FormReply } from "#contracts/form-reply.ts";
import { FormReplyMessage, TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { adminWhenText } from "#app/features/admin/admin-when.tsx";
import { isDone, replyTo, type NoteAnswer } from "./note-answer.ts";
import { effusionField, effusionLabels, noteFormValues } from "./note-form.ts";

/** Typing has paused this long before the draft saves itself: one save per pause, not per key. */
const AUTOSAVE_DELAY_MS = 1000;
const FORM_ID = "note";

const serialise = (form: HTMLFormElement) =>
  new URLSearchParams([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string")).toString();

/**
 * The editor's writes once the page has its script, through one fetcher: the draft saving itself a moment
 * after typing stops (only when something changed, one save at a time: a change made while one is on its
 * way is saved when it returns), 'Save draft' at once, and the signature, after which nothing saves.
 */
function useNoteWrites(form: RefObject<HTMLFormElement | null>) {
  const fetcher = useFetcher<NoteAnswer>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastSent = useRef<string | null>(null);
  const waiting = useRef(false);
  const busy = useRef(false);
  const signing = useRef(false);
  useEffect(() => {
    busy.current = fetcher.state !== "idle";
  });

  const post = (intent: "autosave" | "save" | "sign") => {
    const element = form.current;
    if (!element || signing.current) return;
    const text = serialise(element);
    if (intent === "autosave" && text === lastSent.current) return;
    if (intent === "autosave" && busy.current) {
      waiting.current = true;
      return;
    }
    clearTimeout(timer.current);
    signing.current = intent === "sign";
    lastSent.current = text;
    const data = new FormData(element);
    data.set("intent", intent);
    void fetcher.submit(data, { method: "post" });
  };

  const returned = useEffectEvent(() => {
    // A refused signature (an empty note) leaves a draft that saves itself again.
    if (replyTo(fetcher.data, "sign")) signing.current = false;
    if (waiting.current) {
      waiting.current = false;
      post("autosave");
    }
  });
  useEffect(() => {
    if (fetcher.state === "idle") returned();
  }, [fetcher.state]);
  // What the page was rendered with is saved already.
  useEffect(() => {
    if (form.current) lastSent.current = serialise(form.current);
    return () => clearTimeout(timer.current);
  }, [form]);

  const intent = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  return {
    answer: fetcher.data,
    saving: intent === "autosave" || intent === "save",
    signing: intent === "sign",
    changed() {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => post("autosave"), AUTOSAVE_DELAY_MS);
    },
    post,
  };
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${FORM_ID}-${id}-heading`} className="space-y-4 rounded-lg border bg-card p-4 sm:p-5">
      <h2 id={`${FORM_ID}-${id}-heading`} className="text-xl font-semibold text-brand-deep">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One knee's range of motion: flexion and extension in whole degrees. */
function KneeMotion({ knee, legend, shown }: { knee: "injuredKnee" | "otherKnee"; legend: string; shown: FormReply }) {
  // No numeric keypad: extension may be negative, and a phone's keypad has no minus sign.
  const degrees = { type: "number", step: 1 } as const;
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <TextField formId={FORM_ID} name={`objective.${knee}.flexion`} label="Flexion" reply={shown} min={0} max={180} {...degrees} />
      <TextField formId={FORM_ID} name={`objective.${knee}.extension`} label="Extension" reply={shown} min={-30} max={90} {...degrees} />
    </fieldset>
  );
}

/**
 * A draft's editor, in SOAP order. Before the page's script it is a plain form: 'Save draft' and 'Sign note'
 * post it; after, the draft also saves itself as she writes and says when it was last saved. Signing asks
 * first (a native popover, so it works without the script), then posts the note as it is on the screen.
 */
export function NoteEditor({ note }: { note: ClinicalNote }) {
  const form = useRef<HTMLFormElement>(null);
  const confirmId = useId();
  const hydrated = useHydrated();
  const writes = useNoteWrites(form);
  const actionAnswer = useActionData<NoteAnswer>();
  // A post before the page's script is the action's answer; any after it is the fetcher's, so the later one.
  const latest = writes.answer ?? actionAnswer;
  const { saving, signing } = writes;

  // When the draft was last saved: the latest save's time, kept when a later post is refused.
  const [savedAt, setSavedAt] = useState(note.updatedAt);
  if (isDone(latest, "saved") && latest.at > savedAt) setSavedAt(latest.at);

  // The fields start from what was typed when a post was refused, else from the saved draft.
  const reply = replyTo(latest, "autosave", "save", "sign");
  const shown: FormReply = {
    status: "invalid",
    error: "",
    fields: reply?.fields ?? {},
    values: { ...noteFormValues(note.content), ...reply?.values },
  };
  const notSaved = replyTo(latest, "autosave", "save");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "sign") {
      // The answer shows on the page: a refusal (an empty note) says why above the form.
      document.getElementById(`${confirmId}-sign`)?.hidePopover();
      writes.post("sign");
    } else {
      writes.post("save");
    }
  };

  return (
    <Form
      ref={form}
      id={FORM_ID}
      method="post"
      aria-label="Clinical note"
      preventScrollReset
      onInput={hydrated ? writes.changed : undefined}
      onSubmit={hydrated ? onSubmit : undefined}
      className="space-y-6"
    >
      {/* Not the draft saving itself: the keyboard stays where she is typing. */}
      <FormReplyMessage reply={replyTo(latest, "save", "sign")} form={form} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Part id="subjective" title="Subjective">
          <TextAreaField
            formId={FORM_ID}
            name="subjective"
            label="What the patient reports"
            hint="Symptoms, function, sport, how the knee has been since last time."
            reply={shown}
            rows={10}
            className="lg:min-h-96"
          />
        </Part>
        <Part id="objective" title="Objective">
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Range of motion, in degrees</h3>
            <div className="grid gap-3 sm:grid-cols-2">
              <KneeMotion knee="injuredKnee" legend="Injured knee" shown={shown} />
              <KneeMotion knee="otherKnee" legend="Other knee" shown={shown} />
            </div>
            <p className="text-sm text-muted-foreground">
              Extension: 0 is straight, a positive number the degrees short of straight, a negative one hyperextension.
            </p>
          </div>
          <div className="grid content-start gap-2 sm:w-56">
            <Label htmlFor={`${FORM_ID}-${effusionField}`}>Effusion</Label>
            <NativeSelect
              id={`${FORM_ID}-${effusionField}`}
              name={effusionField}
              defaultValue={shown.values[effusionField] ?? ""}
              aria-invalid={shown.fields[effusionField] ? true : undefined}
              aria-describedby={shown.fields[effusionField] ? `${FORM_ID}-${effusionField}-error` : undefined}
            >
              <option value="">Not recorded</option>
              {effusionGrades.map((grade) => (
                <option key={grade} value={grade}>
                  {effusionLabels[grade]}
                </option>
              ))}
            </NativeSelect>
            {shown.fields[effusionField] && (
              <p id={`${FORM_ID}-${effusionField}-error`} className="text-sm font-medium text-destructive">
                {shown.fields[effusionField]}
              </p>
            )}
          </div>
          <TextAreaField formId={FORM_ID} name="objective.quadriceps" label="Quadriceps lag and strength" reply={shown} rows={3} />
          <TextAreaField
            formId={FORM_ID}
            name="objective.otherMeasures"
            label="Other measures"
            hint="Hop tests, swelling, gait, special tests."
            reply={shown}
            rows={3}
          />
        </Part>
        <Part id="assessment" title="Assessment">
          <TextAreaField formId={FORM_ID} name="assessment" label="Clinical impression" reply={shown} rows={6} />
        </Part>
        <Part id="plan" title="Plan">
          <TextAreaField formId={FORM_ID} name="plan" label="Treatment and next steps" reply={shown} rows={6} />
        </Part>
      </div>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t bg-background/95 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-muted-foreground">
          {saving ? "Saving…" : notSaved ? `Not saved: ${notSaved.error}` : `Draft saved ${adminWhenText(savedAt)}`}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" variant="outline" disabled={signing}>
            <Icon node={saving ? Loader2 : Save} className={saving ? "animate-spin" : undefined} />
            Save draft
          </Button>
          <Button type="button" popoverTarget={`${confirmId}-sign`} disabled={signing}>
            <Icon node={Signature} />
            Sign note
          </Button>
        </div>
      </div>

      <div
        id={`${confirmId}-sign`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${confirmId}-title`}
        aria-describedby={`${confirmId}-description`}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border bg-background p-6 shadow-lg backdrop:bg-black/50"
      >
        <div className="grid gap-4">
          <h2 id={`${confirmId}-title`} className="text-lg leading-none font-semibold">
            Sign this note?
          </h2>
          <p id={`${confirmId}-description`} className="text-sm text-muted-foreground">
            Signing is final: the note is kept as it is now and can no longer be changed. Anything to add later goes in a dated addendum.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" popoverTarget={`${confirmId}-sign`} popoverTargetAction="hide" disabled={signing}>
              Back
            </Button>
            <Button type="submit" name="intent" value="sign" disabled={signing}>
              {signing && <Icon node={Loader2} className="animate-spin" />}
              Sign the note
            </Button>
          </div>
        </div>
      </div>
    </Form>
  );
}
