import { useActionData } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { AdminReply } from "./admin-reply.ts";

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
