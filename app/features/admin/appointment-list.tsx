import { Search } from "lucide";
import { useEffect, useId, useRef } from "react";
import { Form, Link, useActionData, useSubmit } from "react-router";
import type { AdminAppointmentsPage } from "#contracts/admin.ts";
import { adminMessages } from "#contracts/admin-messages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { AppointmentCard } from "./appointment-card.tsx";
import { CardActions } from "./card-actions.tsx";
import { ReplyNotice, type AdminReply } from "./admin-reply.tsx";

export type AppointmentsView = "upcoming" | "past";

const views: { value: AppointmentsView; label: string }[] = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
];

/** Typing settles for this long before the list is searched: one request per pause, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * The cards, a page at a time: Upcoming or Past, narrowed by a name or email. Both are GET forms, so the
 * address says what is shown and they work before the page's script; once it runs, typing searches.
 */
export function AppointmentList({
  view,
  q,
  cursor,
  page,
}: {
  view: AppointmentsView;
  q: string;
  cursor: string | null;
  page: AdminAppointmentsPage;
}) {
  const searchId = useId();
  const submit = useSubmit();
  // An appointment acted on that has left this list (a cancelled one goes to Past): its answer shows above it.
  const reply = useActionData<AdminReply>();
  const gone = reply && !page.appointments.some((appointment) => appointment.id === reply.subject) ? reply.subject : null;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // What was typed while the page loaded is searched once it is ready, without another key.
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = search.current;
    if (input && input.value.trim() !== q) void submit(input.form, { replace: true, preventScrollReset: true });
  }, [q, submit]);
  const more = new URLSearchParams({ view, ...(q ? { q } : {}), ...(page.nextCursor ? { cursor: page.nextCursor } : {}) });
  const first = new URLSearchParams({ view, ...(q ? { q } : {}) });

  return (
    <section aria-labelledby="appointments-heading" className="space-y-4">
      <h2 id="appointments-heading" className="sr-only">
        Appointments
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Form method="get" preventScrollReset>
          {q && <input type="hidden" name="q" value={q} />}
          <div role="group" aria-label="Which appointments" className="inline-flex w-fit rounded-md border bg-muted p-1">
            {views.map((option) => (
              <Button
                key={option.value}
                type="submit"
                name="view"
                value={option.value}
                size="sm"
                variant={view === option.value ? "default" : "ghost"}
                aria-pressed={view === option.value}
              >
                {option.label}
              </Button>
            ))}
          </div>
        </Form>
        <Form method="get" preventScrollReset role="search" className="grid gap-1 sm:w-80">
          <input type="hidden" name="view" value={view} />
          <label htmlFor={searchId} className="text-sm font-medium">
            Search by name or email
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Icon node={Search} className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
              <Input
                ref={search}
                id={searchId}
                type="search"
                name="q"
                defaultValue={q}
                className="pl-9"
                onChange={(event) => {
                  const form = event.currentTarget.form;
                  clearTimeout(timer.current);
                  timer.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
                }}
              />
            </div>
            {/* The list follows the typing; the button is for whoever searches by pressing it (WCAG technique H32). */}
            <Button type="submit" variant="outline">
              Search
            </Button>
          </div>
        </Form>
      </div>

      {gone && <ReplyNotice subject={gone} />}
      {page.appointments.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{adminMessages.noAppointments}</p>
      ) : (
        <ul className="space-y-4" aria-label={`${view === "upcoming" ? "Upcoming" : "Past"} appointments`}>
          {page.appointments.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard
                appointment={appointment}
                room={page.rooms[appointment.id]}
                intake={page.intakes[appointment.id]}
                actions={<CardActions appointment={appointment} />}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-center gap-4">
        {cursor && (
          <Link to={`?${first}`} className="inline-flex min-h-11 items-center font-medium text-brand-deep underline">
            First page
          </Link>
        )}
        {page.nextCursor && (
          <Link to={`?${more}`} className="inline-flex min-h-11 items-center font-medium text-brand-deep underline">
            Next page
          </Link>
        )}
      </div>
    </section>
  );
}
