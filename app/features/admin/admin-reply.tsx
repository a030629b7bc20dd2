import { data, useActionData } from "react-router";
import type { Outcome } from "#contracts/form-reply.ts";
import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import type { Submission } from "#app/lib/form-submission.ts";
import { cn } from "#app/lib/utils.ts";

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

/** A post read with the API's schema, then written by the API's use-case: its reply either way. */
export async function adminPost<V, T>(
  subject: string,
  submission: Submission<V>,
  write: (value: V) => Promise<Outcome<T>>,
  done: (value: T) => Omit<AdminReply, "subject" | "ok">,
  failed?: string,
) {
  return submission.ok ? adminReply(subject, await write(submission.value), done, failed) : invalidAdminReply(subject, submission);
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

/** The page action's answer about `subject`, where the practitioner acted: a status, or an alert when refused. */
export function ReplyNotice({ subject, className }: { subject: string; className?: string }) {
  const reply = useActionData<AdminReply>();
  if (reply?.subject !== subject) return null;
  return (
    <div
      role={reply.ok ? "status" : "alert"}
      className={cn(
        "rounded-md border p-3 text-sm",
        reply.ok ? "border-primary/30 bg-secondary/60" : "border-destructive/40 bg-destructive/5 text-destructive",
        className,
      )}
    >
      <p className="font-semibold">{reply.message}</p>
      {reply.detail && <p>{reply.detail}</p>}
      {reply.link && <p className="break-all select-all">{reply.link}</p>}
    </div>
  );
}
