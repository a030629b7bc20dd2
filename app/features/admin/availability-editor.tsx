import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, OctagonAlert, Plus, Save, SquareArrowOutUpRight, X } from "lucide";
import { useId, useState, type ReactNode } from "react";
import type { AdminAvailabilityView } from "#contracts/admin-inbox.ts";
import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import { weekdayNames } from "#core/scheduling/weekdays.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { serverMessageOf } from "#app/lib/api-client.ts";
import { AdminWhen } from "./admin-when.tsx";
import { availabilityKey, fetchAvailability, saveAvailability } from "./inbox-api.ts";
import { QueryState } from "./query-state.tsx";

type Hours = SchedulerSettings["weeklyHours"][number];
type DaysOff = SchedulerSettings["daysOff"][number];

/** A labelled number field of the editor, in whole units. */
function NumberField({ label, hint, value, onChange }: { label: string; hint: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={Number.isNaN(value) ? "" : value}
        onChange={(event) => onChange(event.target.valueAsNumber)}
        className="w-32"
      />
      <span className="text-xs text-muted-foreground">{hint}</span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-md border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-brand-deep">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The editor proper, on a copy of the saved settings; Save sends them whole. */
function Editor({ view }: { view: AdminAvailabilityView }) {
  const client = useQueryClient();
  const [settings, setSettings] = useState<SchedulerSettings>(view.settings);
  const [problem, setProblem] = useState<string | null>(null);
  const update = (change: Partial<SchedulerSettings>) => setSettings((current) => ({ ...current, ...change }));
  const setHours = (weeklyHours: Hours[]) => update({ weeklyHours });
  const setDaysOff = (daysOff: DaysOff[]) => update({ daysOff });

  const save = useMutation({
    mutationFn: () => saveAvailability(settings),
    onSuccess: (saved) => {
      setProblem(null);
      client.setQueryData(availabilityKey, saved);
      toast({ title: "Availability saved", description: "New bookings use these hours from now on." });
    },
    onError: (error) => {
      const message = serverMessageOf(error, "The settings could not be saved. Please try again.");
      setProblem(message);
      toast({ variant: "destructive", title: "Not saved", description: message });
    },
  });

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Section title="Weekly hours">
        <p className="text-sm text-muted-foreground">
          Melbourne time. A day may have several ranges; a day without any has no consultations.
        </p>
        <ul className="divide-y">
          {weekdayNames.map((dayName, index) => {
            const weekday = index + 1;
            const ranges = settings.weeklyHours
              .map((hours, position) => ({ hours, position }))
              .filter(({ hours }) => hours.weekday === weekday);
            return (
              <li key={dayName} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
                <span className="w-28 shrink-0 pt-2 font-medium">{dayName}</span>
                <div className="flex flex-1 flex-col gap-2">
                  {ranges.length === 0 && <span className="pt-2 text-sm text-muted-foreground">Closed</span>}
                  {ranges.map(({ hours, position }) => (
                    <div key={position} className="flex items-center gap-2">
                      <Input
                        type="time"
                        aria-label={`${dayName} from`}
                        value={hours.start}
                        onChange={(event) =>
                          setHours(settings.weeklyHours.map((h, i) => (i === position ? { ...h, start: event.target.value } : h)))
                        }
                        className="w-28 px-2 sm:w-32 sm:px-3"
                      />
                      <span aria-hidden="true">to</span>
                      <Input
                        type="time"
                        aria-label={`${dayName} until`}
                        value={hours.end}
                        onChange={(event) =>
                          setHours(settings.weeklyHours.map((h, i) => (i === position ? { ...h, end: event.target.value } : h)))
                        }
                        className="w-28 px-2 sm:w-32 sm:px-3"
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${dayName} ${hours.start} to ${hours.end}`}
                        onClick={() => setHours(settings.weeklyHours.filter((_, i) => i !== position))}
                      >
                        <Icon node={X} />
                      </Button>
                    </div>
                  ))}
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="self-start"
                  aria-label={`Add hours on ${dayName}`}
                  onClick={() => setHours([...settings.weeklyHours, { weekday, start: "09:00", end: "12:00" }])}
                >
                  <Icon node={Plus} />
                  Add hours
                </Button>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title="Days off">
        <p className="text-sm text-muted-foreground">
          Leave and public holidays: no consultations from the first day to the last, both included.
        </p>
        {settings.daysOff.length === 0 && <p className="text-sm text-muted-foreground">No days off planned.</p>}
        <ul className="space-y-2">
          {settings.daysOff.map((range, position) => (
            <li key={position} className="flex flex-wrap items-center gap-2">
              <Input
                type="date"
                aria-label="First day off"
                value={range.from}
                onChange={(event) => setDaysOff(settings.daysOff.map((r, i) => (i === position ? { ...r, from: event.target.value } : r)))}
                className="w-44"
              />
              <span aria-hidden="true">to</span>
              <Input
                type="date"
                aria-label="Last day off"
                value={range.to}
                onChange={(event) => setDaysOff(settings.daysOff.map((r, i) => (i === position ? { ...r, to: event.target.value } : r)))}
                className="w-44"
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove days off ${range.from} to ${range.to}`}
                onClick={() => setDaysOff(settings.daysOff.filter((_, i) => i !== position))}
              >
                <Icon node={X} />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            const today = new Intl.DateTimeFormat("en-CA", { timeZone: settings.timeZone }).format(new Date());
            setDaysOff([...settings.daysOff, { from: today, to: today }]);
          }}
        >
          <Icon node={Plus} />
          Add days off
        </Button>
      </Section>

      <Section title="Booking rules">
        <div className="flex flex-wrap gap-6">
          <NumberField
            label="Minimum notice (hours)"
            hint="How soon a patient may book"
            value={settings.minimumNoticeMinutes / 60}
            onChange={(hours) => update({ minimumNoticeMinutes: Math.round(hours * 60) })}
          />
          <NumberField
            label="Booking horizon (days)"
            hint="How far ahead times are offered"
            value={settings.bookingHorizonDays}
            onChange={(bookingHorizonDays) => update({ bookingHorizonDays })}
          />
          <NumberField
            label="Buffer (minutes)"
            hint="Free time after each consultation"
            value={settings.bufferMinutes}
            onChange={(bufferMinutes) => update({ bufferMinutes })}
          />
        </div>
      </Section>

      {problem && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        <Icon node={save.isPending ? Loader2 : Save} className={save.isPending ? "animate-spin" : undefined} />
        Save availability
      </Button>
    </form>
  );
}

/** The saved settings' consequences: the next times patients see, and bookings outside the hours. */
function Consequences({ view }: { view: AdminAvailabilityView }) {
  return (
    <>
      {view.outsideHours.length > 0 && (
        <section
          role="status"
          aria-labelledby="outside-heading"
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="outside-heading" className="flex items-center gap-2 font-semibold">
            <Icon node={OctagonAlert} className="size-4" />
            {view.outsideHours.length === 1 ? "1 booking is" : `${view.outsideHours.length} bookings are`} outside the hours
          </h2>
          <p className="text-sm">They stay booked: nothing is moved or cancelled. Contact the patients if the time no longer suits.</p>
          <ul className="list-disc pl-5 text-sm">
            {view.outsideHours.map((booking) => (
              <li key={booking.id}>
                {booking.name}, <AdminWhen iso={booking.start} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Section title="Next times offered">
        {view.preview.length === 0 ? (
          <p className="text-muted-foreground">No times are offered with these settings.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {view.preview.map((start) => (
              <li key={start} className="rounded-md border px-3 py-2 text-sm">
                <AdminWhen iso={start} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** The availability page (issue 14, part 4): the built-in scheduler's editor, or where Calendly's hours live. */
export function AvailabilityEditor() {
  const availability = useQuery({ queryKey: availabilityKey, queryFn: fetchAvailability, staleTime: 0 });
  return (
    <QueryState query={availability} what="availability">
      {(view) =>
        view.scheduler === "calendly" ? (
          <Section title="Calendly schedules your consultations">
            <p>Patients book the times your Calendly account offers, so your hours and days off are set in Calendly, not here.</p>
            <a
              href={view.calendlyUrl ?? "https://calendly.com/app/availability"}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-deep underline"
            >
              Open Calendly
              <Icon node={SquareArrowOutUpRight} className="size-4" />
            </a>
          </Section>
        ) : (
          <div className="space-y-6">
            <Consequences view={view} />
            <Editor key={JSON.stringify(view.settings)} view={view} />
          </div>
        )
      }
    </QueryState>
  );
}
