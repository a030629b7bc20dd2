import { RescheduleFlow } from "#app/features/reschedule/reschedule-flow.tsx";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/manage-booking-reschedule";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Reschedule Your Appointment", description: "Choose a new time for your consultation.", path: "/manage-booking/" }),
  { name: "robots", content: "noindex" },
];

/** /manage-booking/:token/reschedule (issue 17): the patient moves their appointment; the link is the only key. */
export default function ManageBookingReschedule({ params }: Route.ComponentProps) {
  const timeZone = useBrowserTimeZone();
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Reschedule Your Appointment</h1>
        <p className="mt-3 text-muted-foreground">
          Choose a new time for your telehealth consultation. Your deposit carries over: nothing is paid again.
        </p>
        <div className="mt-6" aria-live="polite">
          <RescheduleFlow token={params.token} timeZone={timeZone} />
        </div>
      </section>
    </div>
  );
}
