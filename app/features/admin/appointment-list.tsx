import { useInfiniteQuery } from "@tanstack/react-query";
import { Loader2, Search } from "lucide";
import { useEffect, useId, useState } from "react";
import { adminMessages } from "#contracts/admin-messages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminQueryKeys, fetchAppointments, type AppointmentsView } from "./admin-api.ts";
import { AppointmentCard } from "./appointment-card.tsx";
import { CardActions } from "./card-actions.tsx";

const views: { value: AppointmentsView; label: string }[] = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
];

/** Typing settles for this long before the list is searched: one request per pause, not per key. */
const SEARCH_DELAY_MS = 300;

/** The cards, a page at a time: Upcoming or Past, narrowed by a name or email. */
export function AppointmentList() {
  const searchId = useId();
  const [view, setView] = useState<AppointmentsView>("upcoming");
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = useInfiniteQuery({
    queryKey: [...adminQueryKeys.appointments, view, q],
    queryFn: ({ pageParam }) => fetchAppointments(view, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a search is fetched the cards already shown stay (a card being acted on keeps its dialog);
    // another view starts from its own loading state.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey.at(-2) === view ? previous : undefined),
  });
  const cards = list.data?.pages.flatMap((page) => page.appointments) ?? [];

  return (
    <section aria-labelledby="appointments-heading" className="space-y-4">
      <h2 id="appointments-heading" className="sr-only">
        Appointments
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label="Which appointments" className="inline-flex w-fit rounded-md border bg-muted p-1">
          {views.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={view === option.value ? "default" : "ghost"}
              aria-pressed={view === option.value}
              onClick={() => setView(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
        <form
          role="search"
          className="grid gap-1 sm:w-80"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(typed.trim());
          }}
        >
          <label htmlFor={searchId} className="text-sm font-medium">
            Search by name or email
          </label>
          <div className="relative">
            <Icon node={Search} className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
            <Input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} className="pl-9" />
          </div>
        </form>
      </div>

      <div aria-live="polite" aria-busy={list.isFetching}>
        {list.isPending ? (
          <p className="flex items-center gap-2 py-8 text-muted-foreground">
            <Icon node={Loader2} className="size-4 animate-spin" />
            Loading appointments...
          </p>
        ) : list.isError && cards.length === 0 ? (
          <p className="py-8 text-destructive">The appointments could not be loaded. Please reload the page.</p>
        ) : cards.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{adminMessages.noAppointments}</p>
        ) : (
          <ul className="space-y-4" aria-label={`${view === "upcoming" ? "Upcoming" : "Past"} appointments`}>
            {cards.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} actions={<CardActions appointment={appointment} />} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage && <Icon node={Loader2} className="animate-spin" />}
            Load more
          </Button>
        </div>
      )}
    </section>
  );
}
