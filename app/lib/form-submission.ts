import { data, useActionData } from "react-router";
import * as z from "zod/mini";
import { fieldMessages, type FormReply, type Refusal } from "#contracts/form-reply.ts";

/** A form's post, read: the value its schema made of it, or the reply that shows what to correct. */
export type Submission<Output> = { ok: true; value: Output; values: Record<string, string> } | { ok: false; reply: FormReply };

/** What was typed into the form's text fields, to give back with a reply; files are never given back. */
export function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * Reads a form's post with the payload's one schema, the one the API's JSON is checked with
 * (contracts/). `input` turns the form's fields into what the schema reads where they differ (a checkbox's
 * "on", a file); by default each field's text (or file) stands as posted.
 */
export function parseSubmission<Schema extends z.ZodMiniType>(
  formData: FormData,
  schema: Schema,
  input: (formData: FormData) => unknown = (form) => Object.fromEntries(form),
): Submission<z.output<Schema>> {
  const values = typedValues(formData);
  const result = z.safeParse(schema, input(formData));
  if (result.success) return { ok: true, value: result.data, values };
  const fields = fieldMessages(result.error.issues, "form");
  return {
    ok: false,
    reply: { status: "invalid", error: Object.values(fields)[0] ?? "Please check the form and try again.", fields, values },
  };
}

/** An invalid form's reply, with the 400 the API would answer. */
export function invalidReply(reply: FormReply) {
  return data(reply, { status: 400 });
}

/** The server's refusal of a valid form (a time taken, a rate limit) as the form's reply, with its status. */
export function refusedReply(refusal: Refusal, values: Record<string, string>) {
  const reply: FormReply = {
    status: "refused",
    error: refusal.error,
    fields: refusal.fields ?? {},
    values,
    ...(refusal.retryAfterSeconds !== undefined ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}),
  };
  const headers: HeadersInit = refusal.retryAfterSeconds !== undefined ? { "Retry-After": String(refusal.retryAfterSeconds) } : {};
  return data(reply, { status: refusal.status, headers });
}

/**
 * A form page's answer headers: never stored, and a refusal's Retry-After (refusedReply's) carried from the
 * action's or the loader's headers to the document's.
 */
export function noStoreWithRetryAfter(...sources: Headers[]): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = sources.map((source) => source.get("Retry-After")).find((value) => value !== null);
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** Whether an action's answer is a form's reply (an answer of success has no `fields`). */
export function isFormReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && "fields" in value && "values" in value;
}

/** The form's reply, when the route's last action answered with one (undefined after a success or none). */
export function useFormReply(): FormReply | undefined {
  const answer = useActionData<unknown>();
  return isFormReply(answer) ? answer : undefined;
}
