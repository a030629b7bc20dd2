/** An issue of a schema check, as zod reports it (zod and zod/mini alike). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Each field's first message, keyed by the field's top-level name; an issue of the whole input goes under
 * `subject`. The one reading of a schema's issues, for the API's 400 and a form's reply alike.
 */
export function fieldMessages(issues: readonly SchemaIssue[], subject: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? subject)] ??= issue.message;
  return fields;
}

/**
 * Why the server refused a write, as the API answers it (`{ error, fields }`) with its status; a rate limit
 * says when the person may try again.
 */
export interface Refusal {
  status: number;
  error: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** What a page's write through the page context returns: done, or refused. Anything else throws (a 500). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/**
 * What a form's action answers when it does not go through: the form shows it, before hydration as the
 * page the server renders, after it in place. `values` gives back what was typed, so a page rendered
 * from a plain post keeps every word; files are never given back.
 */
export interface FormReply {
  status: "invalid" | "refused";
  /** The message for the whole form (the first field's, or the refusal's). */
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
  /** A rate limit: the seconds until the person may send again. */
  retryAfterSeconds?: number;
}
