import { Loader2 } from "lucide";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cancelConsequence } from "./cancel-texts.ts";

export const CONFIRMATION_ID = "cancel-confirmation";

/**
 * 'Cancel this appointment?' (`?confirm=cancel`): what happens to the deposit, said before the patient
 * confirms (the rule the cancel applies, computed by the server for this moment), and the confirmation as
 * the page's form. Rendered by the server, so it works before the page hydrates and without JavaScript;
 * once hydrated it opens without a request.
 */
export function CancelConfirmation({ view, reply }: { view: ManageBookingView; reply: FormReply | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = useNavigation().state === "submitting";
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      id={CONFIRMATION_ID}
      aria-labelledby={`${CONFIRMATION_ID}-heading`}
      className="scroll-mt-24 space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <h4 id={`${CONFIRMATION_ID}-heading`} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Cancel this appointment?
      </h4>
      <p>{cancelConsequence(view)}</p>
      {view.startTime && <p>The time is released at once and your calendar invitation is withdrawn.</p>}
      {reply && (
        <p role="alert" className="font-medium text-destructive">
          {reply.error}
        </p>
      )}
      <Form method="post" className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="cancel" variant="destructive" disabled={sending}>
          {sending && <Icon node={Loader2} className="animate-spin" />}
          {view.cancelNow === "refund" ? "Cancel and refund my deposit" : "Cancel and forfeit the deposit"}
        </Button>
        <Button asChild variant="outline">
          <Link to="." replace preventScrollReset>
            Keep my appointment
          </Link>
        </Button>
      </Form>
    </section>
  );
}
