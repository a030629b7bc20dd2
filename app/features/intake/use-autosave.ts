import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";

/** Typing settles for this long before the step saves itself: one save per pause, not per key. */
export const AUTOSAVE_DELAY_MS = 1200;

/** A step's autosave, done: when. Refused, the action answers a form's reply instead. */
export interface AutosaveAnswer {
  savedAt: string;
}

export type AutosaveState = { is: "idle" } | { is: "saving" } | { is: "saved" } | { is: "not-saved"; error: string };

/**
 * A step that saves itself once the page has hydrated (a person on a phone gets interrupted): a moment after
 * typing stops, the form as it stands goes to the step's action with `intent=autosave` through a fetcher, in the
 * background. Only a form that changed since its last save is sent. Before hydration the step's own button saves.
 */
export function useAutosave(action: string) {
  const fetcher = useFetcher<AutosaveAnswer | FormReply>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sent = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const data = new FormData(form);
      data.set("intent", "autosave");
      const content = new URLSearchParams(data as unknown as Record<string, string>).toString();
      if (content === sent.current) return;
      sent.current = content;
      void fetcher.submit(data, { method: "post", action });
    }, AUTOSAVE_DELAY_MS);
  };
  /** The step's own post goes: no autosave after it. */
  const onSubmit = () => clearTimeout(timer.current);

  const answer = fetcher.data;
  const state: AutosaveState =
    fetcher.state !== "idle"
      ? { is: "saving" }
      : answer === undefined
        ? { is: "idle" }
        : "savedAt" in answer
          ? { is: "saved" }
          : { is: "not-saved", error: answer.error };
  return { onInput, onSubmit, state };
}
