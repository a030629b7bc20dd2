import { Link } from "react-router";
import type { MyCareView } from "#contracts/my-care.ts";
import { Button } from "#app/components/ui/button.tsx";

/** Whether the weekly exercise reminder is on, and the reminder link's own page to turn it off or on (docs/decisions/0051). */
export function CareExerciseReminders({ setting }: { setting: MyCareView["exerciseReminders"] }) {
  return (
    <>
      <p>
        {setting.optedOut
          ? "Weekly exercise reminders are off."
          : "We email you once a week when a week has passed without an exercise session of your programme."}
      </p>
      <Button asChild variant="outline">
        <Link to={setting.path}>{setting.optedOut ? "Turn reminders back on" : "Turn off reminders"}</Link>
      </Button>
    </>
  );
}
