import { Loader2, LogIn } from "lucide";
import { Form, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import { retryWording } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The emailed link's page: opening it signs nobody in (mail programs open links to check them), this button
 * does, once. A refusal that is not about the link (too many requests) is shown above it.
 */
export function SignInWithLink({ reply }: { reply: FormReply | undefined }) {
  const signingIn = useNavigation().state !== "idle";
  return (
    <Form method="post" className="grid gap-4" aria-label="Sign in with this link">
      {reply && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p className="font-medium text-destructive">{reply.error}</p>
          {reply.retryAfterSeconds !== undefined && <p className="mt-1">You can try again {retryWording(reply.retryAfterSeconds)}.</p>}
        </div>
      )}
      <Button type="submit" size="lg" disabled={signingIn} className="w-full">
        <Icon node={signingIn ? Loader2 : LogIn} className={signingIn ? "animate-spin" : undefined} />
        Sign in
      </Button>
    </Form>
  );
}
