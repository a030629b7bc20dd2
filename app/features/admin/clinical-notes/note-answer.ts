import type { FormReply } from "#contracts/form-reply.ts";
import { isFormReply } from "#app/lib/form-submission.ts";

/** What the note page's action answers when a write went through: which, and when (ISO). */
export interface NoteDone {
  done: "saved" | "signed" | "addendum";
  at: string;
}

/** The note page's action's answer: done, or the form's reply (what to correct, or why it was refused). */
export type NoteAnswer = NoteDone | FormReply;

/** The reply of the form whose post had this `intent` (its hidden field or its button), if `answer` is one. */
export function replyTo(answer: NoteAnswer | undefined, ...intents: string[]): FormReply | undefined {
  return isFormReply(answer) && intents.includes(answer.values.intent ?? "") ? answer : undefined;
}

export const isDone = (answer: NoteAnswer | undefined, done: NoteDone["done"]): answer is NoteDone =>
  answer !== undefined && "done" in answer && answer.done === done;
