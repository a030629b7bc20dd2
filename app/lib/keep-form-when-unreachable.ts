import type { FormReply } from "#contracts/form-reply.ts";

/**
 * A route's clientAction around its server action: when the server cannot be reached (offline, a dropped
 * connection, a 5xx), the form stays as it was typed with `error` above it, instead of the page giving way
 * to its error boundary. Used once the page has hydrated; before, the browser posts the form itself.
 */
export async function keepFormWhenUnreachable<Answer>(serverAction: () => Promise<Answer>, error: string): Promise<Answer | FormReply> {
  try {
    return await serverAction();
  } catch (failure) {
    // The server action's redirect (a Response) is an answer, not a failure: React Router follows it.
    if (failure instanceof Response) throw failure;
    return { status: "refused", error, fields: {}, values: {} };
  }
}
