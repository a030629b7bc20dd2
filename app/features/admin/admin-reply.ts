import { data } from "react-router";
import type { Outcome } from "#contracts/form-reply.ts";
import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import type { Submission } from "#app/lib/form-submission.ts";

/**
 * What an admin page's action answers about one item (`subject`: its id): done, with what to tell the
 * practitioner, or refused with why. Shown beside the item, before hydration as the page the post returns.
 */
export interface AdminReply {
  subject: string;
  ok: boolean;
  message: string;
  detail?: string;
  /** A payment link to hand the patient. */
  link?: string;
  /** The availability as posted, when refused: the editor shows it again, nothing typed is lost. */
  settings?: SchedulerSettings;
}

/** A post the shared schema refused: its first message, with the API's 400. */
export function invalidAdminReply(subject: string, submission: Extract<Submission<unknown>, { ok: false }>, extra?: Partial<AdminReply>) {
  return data<AdminReply>({ subject, ok: false, message: submission.reply.error, ...extra }, { status: 400 });
}

/**
 * A write's outcome: `done` says what happened; a refusal keeps the API's status and words, under `failed`
 * when the action has a title for it.
 */
export function adminReply<T>(
  subject: string,
  outcome: Outcome<T>,
  done: (value: T) => Omit<AdminReply, "subject" | "ok">,
  failed?: string,
) {
  if (!outcome.ok) {
    const { error, status } = outcome.refusal;
    return data<AdminReply>({ subject, ok: false, ...(failed ? { message: failed, detail: error } : { message: error }) }, { status });
  }
  return data<AdminReply>({ subject, ok: true, ...done(outcome.value) });
}
