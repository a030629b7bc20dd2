import { BellOff, BellRing, Loader2 } from "lucide";
import { Form, useNavigation } from "react-router";
import type { ExerciseReminderState } from "#contracts/exercise-reminders.ts";
import type { FormReply } from "#contracts/form-reply.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The reminder link's one button: off while the patient gets the reminders, on again once they are off. A
 * plain post, so it works before the page's script has loaded; what is true now is said above it.
 */
export function ReminderChoiceForm({ state, changed, reply }: { state: ExerciseReminderState; changed: boolean; reply?: FormReply }) {
  const sending = useNavigation().state !== "idle";
  const choice = state.optedOut ? "on" : "off";
  return (
    <Form method="post" className="grid gap-4" aria-label="Weekly exercise reminders">
      {reply && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive">
          {reply.error}
        </p>
      )}
      <p role={changed ? "status" : undefined} className="rounded-md border border-primary/30 bg-secondary/60 p-4 text-sm">
        {state.optedOut
          ? "Weekly exercise reminders are off. We will not email you about your exercises."
          : "You get a weekly email when a week has passed without an exercise session."}
      </p>
      <input type="hidden" name="reminders" value={choice} />
      <Button type="submit" size="lg" variant={state.optedOut ? "outline" : "default"} disabled={sending} className="w-full">
        <Icon node={sending ? Loader2 : state.optedOut ? BellRing : BellOff} className={sending ? "animate-spin" : undefined} />
        {state.optedOut ? "Turn reminders back on" : "Turn off reminders"}
      </Button>
    </Form>
  );
}
