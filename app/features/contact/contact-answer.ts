import type { FormReply } from "#contracts/form-reply.ts";

/** What the contact page's action answers: the message received, or the form's reply. */
export type ContactAnswer = { status: "sent" } | FormReply;
