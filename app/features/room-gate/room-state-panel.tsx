import type { ReactNode } from "react";
import type { IconNode } from "lucide";
import { Icon } from "#app/components/ui/icon.tsx";

/** One state of the consultation room's page that is not the call: an icon, what is so, and what to do. */
export function RoomStatePanel({ icon, title, children }: { icon: IconNode; title: string; children: ReactNode }) {
  return (
    <div className="flex-1 bg-gradient-to-b from-secondary/60 to-background">
      <section aria-labelledby="room-state-heading" className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
        <header className="text-center">
          <Icon node={icon} className="mx-auto size-12 text-primary" />
          <p className="mt-4 text-sm font-semibold tracking-wide text-primary uppercase">Video consultation</p>
          <h1 id="room-state-heading" className="mt-1 text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">
            {title}
          </h1>
        </header>
        {children}
      </section>
    </div>
  );
}

/** The card of a state page: what is so and the way on, centred under the heading. */
export function RoomStateCard({ children }: { children: ReactNode }) {
  return <div className="space-y-5 rounded-xl border bg-card p-6 text-center">{children}</div>;
}
